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
/// app): a session key, one target contract, an expiry, the list of calls the key may make to the
/// target (a selector, and rules on its arguments), a spending limit, a gas budget and a gas cap per
/// operation. A user operation signed by the key (see {SESSION_SIGNATURE}) is valid only when its
/// call is `execute(target, value, data)` whose `data` matches one listed call, and everything it
/// can spend fits the limits. Anything else reverts in validation, so no bundler includes it:
/// `executeBatch` or any other account function, a call to the account itself or to this
/// validator, a selector not on the list, an argument outside its rule, a plain ether transfer.
///
/// Spending rule (one number per session, in one unit). When a listed selector is an ERC-20
/// function that hands out tokens — `transfer`, `approve`, `transferFrom`, `increaseAllowance` —
/// the limit is in the target token's base units: each such call adds its amount argument (an
/// approval counts in full: it is what the key handed out), and the key may send no ether at all.
/// Otherwise the limit is in wei and each call adds its native `value`. A limit of 0 allows only
/// calls that spend nothing.
///
/// Gas rule: a key-signed operation can cost the account at most its gas limits (verification,
/// call, pre-verification and a paymaster's) times its maxFeePerGas. That maximum must be at most
/// the session's per-operation cap, and is added to `gasSpent`, which must stay within the gas
/// budget: the key cannot drain the account through fees.
///
/// `spent` and `gasSpent` grow during validation, so an operation whose call then reverts still
/// counts (the EntryPoint does not undo validation). Policy checks revert whatever the signature
/// (a bundler's estimate with a stub signature reports the reason), except the gas rule, which
/// judges only the key's real signature.
///
/// Storage is keyed `id => account => Session` and `id => index => account => Call`, so every slot
/// an account's validation touches is associated with that account (ERC-7562): a bundler in safe
/// mode can accept the operations. Fixed-size records only (no dynamic arrays in storage, whose
/// slots would not be associated). Only the account itself (msg.sender) enables, revokes, or
/// validates with its sessions.
contract PorticoSessionValidator {
    /// First byte of a session signature: 0x01 ‖ session id (32 bytes) ‖ the session key's 65-byte
    /// ECDSA signature of the EIP-191 hash of the userOpHash (as the owner signs it), 98 bytes in all.
    /// The userOpHash names the account, the EntryPoint and the chain.
    bytes1 public constant SESSION_SIGNATURE = 0x01;
    uint256 public constant SESSION_SIGNATURE_LENGTH = 98;
    /// At most this many allowed calls per session, and argument rules per call.
    uint256 public constant MAX_CALLS = 16;
    uint256 public constant MAX_ARGUMENT_RULES = 4;
    /// Argument conditions: the 32-byte word equals the rule's value, or as a uint256 is at most it.
    uint8 public constant EQUAL = 0;
    uint8 public constant AT_MOST = 1;

    bytes4 internal constant EXECUTE = bytes4(keccak256("execute(address,uint256,bytes)"));
    bytes4 internal constant ERC20_TRANSFER = bytes4(keccak256("transfer(address,uint256)"));
    bytes4 internal constant ERC20_APPROVE = bytes4(keccak256("approve(address,uint256)"));
    bytes4 internal constant ERC20_TRANSFER_FROM = bytes4(keccak256("transferFrom(address,address,uint256)"));
    bytes4 internal constant ERC20_INCREASE_ALLOWANCE = bytes4(keccak256("increaseAllowance(address,uint256)"));
    uint256 internal constant SIG_VALIDATION_FAILED = 1;

    struct ArgumentRule {
        /// The static argument's position: its word starts at data[4 + 32 * index].
        uint8 index;
        uint8 condition;
        bytes32 value;
    }

    struct CallRule {
        bytes4 selector;
        ArgumentRule[] arguments;
    }

    /// What enableSession takes.
    struct Grant {
        address key;
        address target;
        uint48 validUntil;
        uint256 spendingLimit;
        uint256 gasBudget;
        uint256 gasPerOperation;
        CallRule[] calls;
    }

    struct Session {
        address key;
        uint48 validUntil;
        bool revoked;
        /// The limit is in token base units (a listed selector is a counted ERC-20 function).
        bool countsTokens;
        uint8 callCount;
        address target;
        uint256 limit;
        uint256 spent;
        uint256 gasBudget;
        uint256 gasPerOperation;
        uint256 gasSpent;
    }

    struct StoredCall {
        bytes4 selector;
        uint8 argumentCount;
        ArgumentRule[4] arguments;
    }

    mapping(bytes32 id => mapping(address account => Session)) internal _sessions;
    mapping(bytes32 id => mapping(uint256 index => mapping(address account => StoredCall))) internal _calls;

    event SessionEnabled(
        address indexed account,
        bytes32 indexed id,
        address key,
        address target,
        uint256 limit,
        uint256 gasBudget,
        uint256 gasPerOperation,
        uint48 validUntil
    );
    event SessionRevoked(address indexed account, bytes32 indexed id);

    /// Enables session `id` of the calling account. An id is used once: re-enabling it would reset
    /// what was spent and undo a revocation.
    function enableSession(bytes32 id, Grant calldata grant) external {
        require(grant.key != address(0) && grant.target != address(0), "session: no key or target");
        // Through the account or this validator a key could reach everything else.
        require(grant.target != msg.sender && grant.target != address(this), "session: target not allowed");
        require(grant.validUntil > block.timestamp, "session: already expired");
        require(grant.calls.length > 0 && grant.calls.length <= MAX_CALLS, "session: 1 to 16 calls");
        require(grant.gasPerOperation <= grant.gasBudget, "session: gas cap above the budget");
        require(_sessions[id][msg.sender].key == address(0), "session: id already used");
        bool countsTokens = false;
        for (uint256 i = 0; i < grant.calls.length; i++) {
            countsTokens = _storeCall(id, i, grant.calls[i]) || countsTokens;
        }
        _sessions[id][msg.sender] = Session({
            key: grant.key,
            validUntil: grant.validUntil,
            revoked: false,
            countsTokens: countsTokens,
            callCount: uint8(grant.calls.length),
            target: grant.target,
            limit: grant.spendingLimit,
            spent: 0,
            gasBudget: grant.gasBudget,
            gasPerOperation: grant.gasPerOperation,
            gasSpent: 0
        });
        emit SessionEnabled(
            msg.sender,
            id,
            grant.key,
            grant.target,
            grant.spendingLimit,
            grant.gasBudget,
            grant.gasPerOperation,
            grant.validUntil
        );
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

    function callOf(address account, bytes32 id, uint256 index) external view returns (StoredCall memory) {
        return _calls[id][index][account];
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
        bytes32 id = bytes32(signature[1:33]);
        Session storage session = _sessions[id][msg.sender];
        require(session.key != address(0), "session: unknown");
        require(!session.revoked, "session: revoked");

        require(userOp.callData.length >= 4 && bytes4(userOp.callData[0:4]) == EXECUTE, "session: only execute");
        (address target, uint256 value, bytes memory data) = abi.decode(userOp.callData[4:], (address, uint256, bytes));
        require(target == session.target && target != msg.sender, "session: target not allowed");
        require(data.length >= 4 && _allowed(id, session.callCount, data), "session: function not allowed");

        uint256 spending = _spending(session.countsTokens, value, data);
        require(session.spent + spending <= session.limit, "session: spending limit exceeded");

        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", userOpHash));
        bool signed = _recover(digest, signature[33:98]) == session.key;
        uint256 gasCost = _maxGasCost(userOp);
        // A bundler estimates with a stub signature and gas limits of its own: the gas rule can
        // only judge the real operation. The writes happen either way, so the estimate measures
        // the gas the real validation uses; an unsigned operation never lands, nor do its writes.
        if (signed) {
            require(gasCost <= session.gasPerOperation, "session: gas above the per-operation cap");
            require(session.gasSpent + gasCost <= session.gasBudget, "session: gas budget exhausted");
        }
        session.gasSpent += gasCost;
        session.spent += spending;
        validationData = (uint256(session.validUntil) << 160) | (signed ? 0 : SIG_VALIDATION_FAILED);
    }

    function _storeCall(bytes32 id, uint256 index, CallRule calldata rule) internal returns (bool countsTokens) {
        require(rule.arguments.length <= MAX_ARGUMENT_RULES, "session: at most 4 argument rules");
        StoredCall storage stored = _calls[id][index][msg.sender];
        stored.selector = rule.selector;
        stored.argumentCount = uint8(rule.arguments.length);
        for (uint256 j = 0; j < rule.arguments.length; j++) {
            require(rule.arguments[j].condition <= AT_MOST, "session: unknown argument condition");
            stored.arguments[j] = rule.arguments[j];
        }
        return _countedAmountIndex(rule.selector) != 0;
    }

    /// Whether `data` matches one of the session's calls: its selector, and every argument rule.
    function _allowed(bytes32 id, uint256 callCount, bytes memory data) internal view returns (bool) {
        bytes4 selector = bytes4(data);
        for (uint256 i = 0; i < callCount; i++) {
            StoredCall storage rule = _calls[id][i][msg.sender];
            if (rule.selector == selector && _argumentsMatch(rule, data)) return true;
        }
        return false;
    }

    function _argumentsMatch(StoredCall storage rule, bytes memory data) internal view returns (bool) {
        for (uint256 j = 0; j < rule.argumentCount; j++) {
            ArgumentRule storage argument = rule.arguments[j];
            if (data.length < 4 + 32 * (uint256(argument.index) + 1)) return false;
            bytes32 word = _word(data, argument.index);
            if (argument.condition == EQUAL ? word != argument.value : uint256(word) > uint256(argument.value)) {
                return false;
            }
        }
        return true;
    }

    /// What a call spends in the session's unit: token amount, or native value (wei).
    function _spending(bool countsTokens, uint256 value, bytes memory data) internal pure returns (uint256) {
        if (!countsTokens) return value;
        require(value == 0, "session: no ether in a token session");
        uint256 amountIndex = _countedAmountIndex(bytes4(data));
        if (amountIndex == 0) return 0;
        require(data.length >= 4 + 32 * (amountIndex + 1), "session: malformed token call");
        return uint256(_word(data, amountIndex));
    }

    /// The amount argument's index of an ERC-20 function that hands out tokens, 0 for any other.
    function _countedAmountIndex(bytes4 selector) internal pure returns (uint256) {
        if (selector == ERC20_TRANSFER || selector == ERC20_APPROVE || selector == ERC20_INCREASE_ALLOWANCE) {
            return 1;
        }
        if (selector == ERC20_TRANSFER_FROM) return 2;
        return 0;
    }

    function _word(bytes memory data, uint256 index) internal pure returns (bytes32 word) {
        assembly {
            // data: 32-byte length, 4-byte selector, then 32-byte words.
            word := mload(add(add(data, 36), mul(index, 32)))
        }
    }

    /// The most the operation can cost the account: every gas limit it carries at its maxFeePerGas.
    function _maxGasCost(PackedUserOperation calldata userOp) internal pure returns (uint256) {
        uint256 gas = uint256(uint128(bytes16(userOp.accountGasLimits))) + uint256(uint128(uint256(userOp.accountGasLimits)))
            + userOp.preVerificationGas;
        bytes calldata paymaster = userOp.paymasterAndData;
        if (paymaster.length >= 52) {
            gas += uint256(uint128(bytes16(paymaster[20:36]))) + uint256(uint128(bytes16(paymaster[36:52])));
        }
        return gas * uint256(uint128(uint256(userOp.gasFees)));
    }

    function _recover(bytes32 hash, bytes calldata signature) internal pure returns (address) {
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) return address(0);
        return ecrecover(hash, v, r, s);
    }
}
