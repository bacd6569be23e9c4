// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BasePaymaster} from "@account-abstraction/contracts-v08/core/BasePaymaster.sol";
import {Eip7702Support} from "@account-abstraction/contracts-v08/core/Eip7702Support.sol";
import {_packValidationData} from "@account-abstraction/contracts-v08/core/Helpers.sol";
import {IEntryPoint} from "@account-abstraction/contracts-v08/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts-v08/interfaces/PackedUserOperation.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// @title A verifying paymaster for ERC-4337 EntryPoint v0.8, EIP-7702 accounts included.
/// @notice Pays for the user operations its one signer approved, within the window it approved
/// them for. The signer signs (EIP-191) `getHash`: every field of the operation that moves what it
/// does or what it costs, the paymaster's own gas limits, the chain and this contract.
/// @dev `paymasterData` is `validUntil` (6 bytes), `validAfter` (6 bytes), then a 65-byte
/// signature. EntryPoint v0.8's operation hash covers `paymasterAndData`, the signature part of
/// it, so the hash is built from the fields here instead. For an EIP-7702 account's operation
/// (initCode starting with the 0x7702 marker, or none from a sender already delegated) the
/// initCode hash is the EntryPoint's for the marker: the sender's delegate as the chain has it
/// during validation, so a signature approved for one delegate pays for no other.
contract PorticoVerifyingPaymaster is BasePaymaster {
    /// The address whose signatures this paymaster pays for.
    address public immutable signer;

    uint256 private constant WINDOW_LENGTH = 12;
    uint256 private constant SIGNATURE_LENGTH = 65;

    error PaymasterDataLength(uint256 length);

    constructor(IEntryPoint entryPoint_, address signer_) BasePaymaster(entryPoint_) {
        signer = signer_;
    }

    /// @notice What the signer signs for `userOp`, valid from `validAfter` until `validUntil`.
    /// @dev A view: for an EIP-7702 operation it reads the sender's delegation from its code.
    function getHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                _initCodeHash(userOp),
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                // Both paymaster gas limits (16 bytes each) as one word.
                uint256(bytes32(userOp.paymasterAndData[PAYMASTER_VALIDATION_GAS_OFFSET:PAYMASTER_DATA_OFFSET])),
                userOp.preVerificationGas,
                userOp.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    /// @notice Splits `paymasterAndData` into the validity window and the signature.
    function parsePaymasterData(bytes calldata paymasterAndData)
        public
        pure
        returns (uint48 validUntil, uint48 validAfter, bytes calldata signature)
    {
        bytes calldata data = paymasterAndData[PAYMASTER_DATA_OFFSET:];
        // A wrong length is malformed, not merely unsigned: reverting tells the bundler at once.
        if (data.length != WINDOW_LENGTH + SIGNATURE_LENGTH) revert PaymasterDataLength(data.length);
        validUntil = uint48(bytes6(data[0:6]));
        validAfter = uint48(bytes6(data[6:12]));
        signature = data[WINDOW_LENGTH:];
    }

    function _validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        internal
        view
        override
        returns (bytes memory context, uint256 validationData)
    {
        (uint48 validUntil, uint48 validAfter, bytes calldata signature) = parsePaymasterData(userOp.paymasterAndData);
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(getHash(userOp, validUntil, validAfter));
        // tryRecover, not recover: a stub signature fails validation without reverting, so a
        // bundler estimates with it as it would with the signed operation.
        (address recovered, ECDSA.RecoverError error,) = ECDSA.tryRecover(digest, signature);
        bool failed = error != ECDSA.RecoverError.NoError || recovered != signer;
        // No context: nothing to do after the operation, so the EntryPoint never calls postOp.
        return ("", _packValidationData(failed, validUntil, validAfter));
    }

    function _initCodeHash(PackedUserOperation calldata userOp) private view returns (bytes32) {
        bytes32 eip7702 = Eip7702Support._getEip7702InitCodeHashOverride(userOp);
        if (eip7702 != 0) return eip7702;
        // An EOA delegated already sends its operations without the marker: its delegate is
        // bound all the same, as if the marker were there.
        if (userOp.initCode.length == 0) {
            address delegate = _delegateOf(userOp.sender);
            if (delegate != address(0)) return keccak256(abi.encodePacked(delegate));
        }
        return keccak256(userOp.initCode);
    }

    /// The address an EIP-7702 delegation designator (0xef0100 ‖ address) in `account`'s code
    /// names; zero for any other code (no contract's code starts with 0xef, EIP-3541).
    function _delegateOf(address account) private view returns (address delegate) {
        bytes32 head;
        assembly ("memory-safe") {
            extcodecopy(account, 0, 0, 23)
            head := mload(0)
        }
        if (bytes3(head) == Eip7702Support.EIP7702_PREFIX) delegate = address(bytes20(head << 24));
    }
}
