// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

/// ERC-4337 v0.7's user operation, as the EntryPoint passes it to validateUserOp.
struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

/// Session keys for PorticoAccount: the on-chain half of ERC-7715 `wallet_grantPermissions`.
///
/// An account enables a session under a bytes32 id (the permissions context the wallet hands the
/// app): a session key, one allowed target, one allowed function selector, a spending limit and an
/// expiry. A user operation signed by the key (see {SESSION_SIGNATURE}) is then valid only when its
/// call is `execute(target, value, data)` with that target and selector, within the limit, before
/// the expiry and while the session is not revoked.
///
/// Spending rule (one number per session, in the unit of what the allowed function spends):
/// each call adds its native `value` (wei) and, when the allowed selector is ERC-20
/// `transfer(address,uint256)` or `approve(address,uint256)`, its uint256 amount argument (token
/// base units). A session covers one target and one function, so only one of the two is ever
/// non-zero in practice: token functions are not payable. An approval counts in full even though
/// the spender may not use it all: it is what the key handed out. A limit of 0 allows only calls
/// that spend nothing. `spent` grows during validation, so an operation whose call then reverts
/// still counts (the EntryPoint does not undo validation). Gas is not counted: the key's operations
/// are paid from the account's deposit like the owner's and the key sets their gas price, so a
/// session trusts the app with the gas it spends.
///
/// Storage is keyed `id => account => Session`, so every slot an account's validation touches is
/// associated with that account (ERC-7562): a bundler in safe mode can accept the operations.
/// Only the account itself (msg.sender) enables, revokes, or validates with its sessions.
contract PorticoSessionValidator {
    /// First byte of a session signature: 0x01 ‖ session id (32 bytes) ‖ the session key's 65-byte
    /// ECDSA signature of the EIP-191 hash of the userOpHash (as the owner signs it), 98 bytes in all.
    bytes1 public constant SESSION_SIGNATURE = 0x01;
    uint256 public constant SESSION_SIGNATURE_LENGTH = 98;

    bytes4 internal constant EXECUTE = bytes4(keccak256("execute(address,uint256,bytes)"));
    bytes4 internal constant ERC20_TRANSFER = bytes4(keccak256("transfer(address,uint256)"));
    bytes4 internal constant ERC20_APPROVE = bytes4(keccak256("approve(address,uint256)"));
    uint256 internal constant SIG_VALIDATION_FAILED = 1;

    struct Session {
        address key;
        bytes4 selector;
        uint48 validUntil;
        bool revoked;
        address target;
        uint256 limit;
        uint256 spent;
    }

    mapping(bytes32 id => mapping(address account => Session)) internal _sessions;

    event SessionEnabled(
        address indexed account,
        bytes32 indexed id,
        address key,
        address target,
        bytes4 selector,
        uint256 limit,
        uint48 validUntil
    );
    event SessionRevoked(address indexed account, bytes32 indexed id);

    /// Enables session `id` of the calling account. An id is used once: re-enabling it would reset
    /// what was spent and undo a revocation.
    function enableSession(bytes32 id, address key, address target, bytes4 selector, uint256 limit, uint48 validUntil)
        external
    {
        require(key != address(0) && target != address(0), "session: no key or target");
        require(validUntil > block.timestamp, "session: already expired");
        require(_sessions[id][msg.sender].key == address(0), "session: id already used");
        _sessions[id][msg.sender] = Session(key, selector, validUntil, false, target, limit, 0);
        emit SessionEnabled(msg.sender, id, key, target, selector, limit, validUntil);
    }

    /// Revokes session `id` of the calling account, for good.
    function revokeSession(bytes32 id) external {
        Session storage session = _sessions[id][msg.sender];
        require(session.key != address(0), "session: unknown");
        session.revoked = true;
        emit SessionRevoked(msg.sender, id);
    }

    function sessionOf(address account, bytes32 id) external view returns (Session memory) {
        return _sessions[id][account];
    }

    /// Called by the account from validateUserOp for an operation carrying a session signature.
    /// Policy breaches revert with a reason (the bundler reports it); a wrong key's signature
    /// returns SIG_VALIDATION_FAILED like the owner path. The expiry goes out as validUntil in
    /// the validation data, so the EntryPoint and the bundler refuse late operations themselves.
    function validateSessionUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash)
        external
        returns (uint256 validationData)
    {
        require(userOp.sender == msg.sender, "session: not the account's operation");
        bytes calldata signature = userOp.signature;
        require(
            signature.length == SESSION_SIGNATURE_LENGTH && signature[0] == SESSION_SIGNATURE,
            "session: not a session signature"
        );
        Session storage session = _sessions[bytes32(signature[1:33])][msg.sender];
        require(session.key != address(0), "session: unknown");
        require(!session.revoked, "session: revoked");

        require(userOp.callData.length >= 4 && bytes4(userOp.callData[0:4]) == EXECUTE, "session: only execute");
        (address target, uint256 value, bytes memory data) = abi.decode(userOp.callData[4:], (address, uint256, bytes));
        require(target == session.target, "session: target not allowed");
        require(data.length >= 4 && bytes4(data) == session.selector, "session: function not allowed");

        uint256 spending = value;
        if (session.selector == ERC20_TRANSFER || session.selector == ERC20_APPROVE) {
            require(data.length >= 68, "session: malformed token call");
            uint256 amount;
            assembly {
                // data: 32-byte length, 4-byte selector, 32-byte recipient, then the amount.
                amount := mload(add(data, 68))
            }
            spending += amount;
        }
        require(session.spent + spending <= session.limit, "session: spending limit exceeded");
        session.spent += spending;

        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", userOpHash));
        bool signed = _recover(digest, signature[33:98]) == session.key;
        validationData = (uint256(session.validUntil) << 160) | (signed ? 0 : SIG_VALIDATION_FAILED);
    }

    function _recover(bytes32 hash, bytes calldata signature) internal pure returns (address) {
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) return address(0);
        return ecrecover(hash, v, r, s);
    }
}
