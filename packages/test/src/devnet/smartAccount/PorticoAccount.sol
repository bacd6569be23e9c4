// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

import {PackedUserOperation, PorticoSessionValidator} from "PorticoSessionValidator.sol";

/// An ERC-4337 v0.7 account owned by one key, with SimpleAccount's call interface (execute,
/// executeBatch) and ERC-1271 signatures. The owner and the EntryPoint are immutable, so the
/// owner's validation reads no storage.
///
/// Domain separation: the owner signs only EIP-712 structures under this account's own domain
/// ("Portico Account", "1", the chain, this address; ERC-5267 `eip712Domain()`) — a user
/// operation as `PorticoUserOperation(bytes32 userOpHash)`, an ERC-1271 hash as
/// `PorticoMessage(bytes32 hash)` (the hash nested in a typed structure, ERC-7739's idea). No
/// EIP-191 signature is ever accepted, so the owner's `personal_sign` of anything (a user
/// operation's hash included) authorises nothing here, a message signature is never a user
/// operation's, and an ERC-1271 signature holds for one account on one chain.
///
/// Session keys (ERC-7715 permissions): the account has one validator "installed", immutable and
/// set by the factory, the same for every account it makes. A user operation whose signature is
/// a session signature (PorticoSessionValidator.SESSION_SIGNATURE, 98 bytes: 0x01 ‖ session id ‖
/// the key's signature) is validated by it instead of by the owner; the owner enables and revokes
/// sessions with `execute(sessionValidator, 0, enableSession(…) / revokeSession(…))`.
contract PorticoAccount {
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    uint256 internal constant SIG_VALIDATION_FAILED = 1;
    bytes32 internal constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 internal constant NAME_HASH = keccak256("Portico Account");
    bytes32 internal constant VERSION_HASH = keccak256("1");
    bytes32 internal constant USER_OPERATION_TYPEHASH = keccak256("PorticoUserOperation(bytes32 userOpHash)");
    bytes32 internal constant MESSAGE_TYPEHASH = keccak256("PorticoMessage(bytes32 hash)");
    address public immutable entryPoint;
    address public immutable sessionValidator;
    address public immutable owner;

    constructor(address entryPoint_, address sessionValidator_, address owner_) {
        entryPoint = entryPoint_;
        sessionValidator = sessionValidator_;
        owner = owner_;
    }

    receive() external payable {}

    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        returns (uint256 validationData)
    {
        require(msg.sender == entryPoint, "account: not from EntryPoint");
        if (_isSessionSignature(userOp.signature)) {
            validationData = PorticoSessionValidator(sessionValidator).validateSessionUserOp(userOp, userOpHash);
        } else {
            bytes32 digest = _typedDigest(keccak256(abi.encode(USER_OPERATION_TYPEHASH, userOpHash)));
            validationData = _recover(digest, userOp.signature) == owner ? 0 : SIG_VALIDATION_FAILED;
        }
        if (missingAccountFunds > 0) {
            (bool paid,) = payable(msg.sender).call{value: missingAccountFunds}("");
            (paid);
        }
    }

    function execute(address dest, uint256 value, bytes calldata func) external {
        _requireFromEntryPointOrOwner();
        _call(dest, value, func);
    }

    function executeBatch(address[] calldata dest, uint256[] calldata value, bytes[] calldata func) external {
        _requireFromEntryPointOrOwner();
        require(dest.length == func.length && (value.length == 0 || value.length == func.length), "account: wrong array lengths");
        for (uint256 i = 0; i < dest.length; i++) {
            _call(dest[i], value.length == 0 ? 0 : value[i], func[i]);
        }
    }

    /// ERC-1271: valid when the owner signed `PorticoMessage(hash)` under this account's domain.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        bytes32 digest = _typedDigest(keccak256(abi.encode(MESSAGE_TYPEHASH, hash)));
        return _recover(digest, signature) == owner ? MAGIC_VALUE : bytes4(0xffffffff);
    }

    /// ERC-5267: the domain the owner's signatures are bound to, for wallets to rebuild it.
    function eip712Domain()
        external
        view
        returns (
            bytes1 fields,
            string memory name,
            string memory version,
            uint256 chainId,
            address verifyingContract,
            bytes32 salt,
            uint256[] memory extensions
        )
    {
        return (hex"0f", "Portico Account", "1", block.chainid, address(this), bytes32(0), new uint256[](0));
    }

    // Computed on every call rather than cached: the chain id is read as it is now, so a
    // signature made for one chain never holds on a fork that changed it.
    function _typedDigest(bytes32 structHash) internal view returns (bytes32) {
        bytes32 domainSeparator =
            keccak256(abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this)));
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator, structHash));
    }

    // The owner's signatures are 65 bytes: a 98-byte one starting with 0x01 can only be a session's.
    function _isSessionSignature(bytes calldata signature) internal pure returns (bool) {
        return signature.length == 98 && signature[0] == 0x01;
    }

    function _requireFromEntryPointOrOwner() internal view {
        require(msg.sender == entryPoint || msg.sender == owner, "account: not EntryPoint or owner");
    }

    function _call(address target, uint256 value, bytes calldata data) internal {
        (bool success, bytes memory result) = target.call{value: value}(data);
        if (!success) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }

    // A malformed signature recovers nobody instead of reverting: the bundler's gas estimate
    // runs validation with a stub signature.
    function _recover(bytes32 hash, bytes calldata signature) internal pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) return address(0);
        return ecrecover(hash, v, r, s);
    }
}

/// Deploys PorticoAccount at a CREATE2 address from (owner, salt), with SimpleAccountFactory's
/// interface (createAccount, getAddress), so an account is usable before it exists. It creates
/// the session validator its accounts use as its own first contract (CREATE, nonce 1), so the
/// validator's address follows from the factory's and the factory's deployment stays one
/// transaction.
contract PorticoAccountFactory {
    address public immutable entryPoint;
    address public immutable sessionValidator;

    constructor(address entryPoint_) {
        entryPoint = entryPoint_;
        sessionValidator = address(new PorticoSessionValidator());
    }

    function createAccount(address owner, uint256 salt) external returns (PorticoAccount account) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return PorticoAccount(payable(addr));
        account = new PorticoAccount{salt: bytes32(salt)}(entryPoint, sessionValidator, owner);
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 initCodeHash =
            keccak256(abi.encodePacked(type(PorticoAccount).creationCode, abi.encode(entryPoint, sessionValidator, owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), initCodeHash)))));
    }
}
