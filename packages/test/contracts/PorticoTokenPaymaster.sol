// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BasePaymaster} from "@account-abstraction/contracts/core/BasePaymaster.sol";
import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {IPaymaster} from "@account-abstraction/contracts/interfaces/IPaymaster.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// @title A token paymaster for ERC-4337 EntryPoint v0.7: gas paid in an ERC-20 at a signed price.
/// @notice Pays an operation's gas from its EntryPoint deposit, and takes the fixed `tokenAmount`
/// of `token` its one signer quoted from the account after the operation ran. The signer (the
/// gateway) prices the fee off chain with its own prices and signs (EIP-191) `getHash`: the
/// operation's sender, nonce, gas limits and fees, this paymaster's gas limits, the chain, this
/// contract, the validity window, the token and the amount. Not callData nor initCode: the charge
/// is fixed, so what the operation does changes nothing of what this paymaster is owed.
/// @dev `paymasterData` is `validUntil` (6 bytes) ‖ `validAfter` (6) ‖ `token` (20) ‖
/// `tokenAmount` (32) ‖ a 65-byte signature. The account pays by approving this paymaster for
/// exactly `tokenAmount` in the operation itself (its batch's first call); `postOp` then moves it
/// with `transferFrom`, Tether-style tokens (no return value) included.
///
/// RISK, accepted and bounded off chain: if the payment fails in `postOp` (the operation's calls
/// reverted, the approve with them; the account spent the tokens first; the token blocks the
/// account), `postOp` reverts, EntryPoint v0.7 reverts the operation's execution and this
/// paymaster's deposit pays the gas with nothing taken in return. The signer therefore signs only
/// for a sender that holds `tokenAmount` and whose operation's first call is that approve. The
/// calls are not signed, so that check guards honest wallets only: a sender that changes its calls
/// after the signature (dropping the approve) or makes them revert on purpose costs this paymaster
/// at most one operation's gas per signature, which the signer's rate limit bounds.
contract PorticoTokenPaymaster is BasePaymaster {
    using SafeERC20 for IERC20;

    /// The address whose quotes this paymaster honours.
    address public immutable signer;

    uint256 private constant WINDOW_LENGTH = 12;
    uint256 private constant QUOTE_LENGTH = 52;
    uint256 private constant SIGNATURE_LENGTH = 65;

    /// An operation's fee was paid: `tokenAmount` of `token` from `sender`.
    event TokenFeePaid(address indexed sender, address indexed token, uint256 tokenAmount);

    error PaymasterDataLength(uint256 length);

    constructor(IEntryPoint entryPoint_, address signer_) BasePaymaster(entryPoint_) {
        signer = signer_;
    }

    /// @notice What the signer signs for `userOp`: pay its gas for `tokenAmount` of `token`, from
    /// `validAfter` until `validUntil`.
    function getHash(
        PackedUserOperation calldata userOp,
        uint48 validUntil,
        uint48 validAfter,
        address token,
        uint256 tokenAmount
    ) public view returns (bytes32) {
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                userOp.accountGasLimits,
                userOp.preVerificationGas,
                userOp.gasFees,
                // Both paymaster gas limits (16 bytes each) as one word.
                uint256(bytes32(userOp.paymasterAndData[PAYMASTER_VALIDATION_GAS_OFFSET:PAYMASTER_DATA_OFFSET])),
                block.chainid,
                address(this),
                validUntil,
                validAfter,
                token,
                tokenAmount
            )
        );
    }

    /// @notice Splits `paymasterAndData` into the window, the quote and the signature.
    function parsePaymasterData(bytes calldata paymasterAndData)
        public
        pure
        returns (uint48 validUntil, uint48 validAfter, address token, uint256 tokenAmount, bytes calldata signature)
    {
        bytes calldata data = paymasterAndData[PAYMASTER_DATA_OFFSET:];
        // A wrong length is malformed, not merely unsigned: reverting tells the bundler at once.
        if (data.length != WINDOW_LENGTH + QUOTE_LENGTH + SIGNATURE_LENGTH) {
            revert PaymasterDataLength(data.length);
        }
        validUntil = uint48(bytes6(data[0:6]));
        validAfter = uint48(bytes6(data[6:12]));
        token = address(bytes20(data[12:32]));
        tokenAmount = uint256(bytes32(data[32:64]));
        signature = data[WINDOW_LENGTH + QUOTE_LENGTH:];
    }

    /// @notice Sends `amount` of the collected `token` to `to`.
    function withdrawToken(IERC20 token, address to, uint256 amount) external onlyOwner {
        token.safeTransfer(to, amount);
    }

    function _validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        internal
        view
        override
        returns (bytes memory context, uint256 validationData)
    {
        (uint48 validUntil, uint48 validAfter, address token, uint256 tokenAmount, bytes calldata signature) =
            parsePaymasterData(userOp.paymasterAndData);
        bytes32 digest =
            MessageHashUtils.toEthSignedMessageHash(getHash(userOp, validUntil, validAfter, token, tokenAmount));
        // tryRecover, not recover: a stub signature fails validation without reverting, so a
        // bundler estimates with it as it would with the signed operation.
        (address recovered, ECDSA.RecoverError error,) = ECDSA.tryRecover(digest, signature);
        bool failed = error != ECDSA.RecoverError.NoError || recovered != signer;
        return (abi.encode(userOp.sender, token, tokenAmount), _packValidationData(failed, validUntil, validAfter));
    }

    function _postOp(IPaymaster.PostOpMode mode, bytes calldata context, uint256, uint256) internal override {
        // EntryPoint v0.7 never calls postOp in this mode; were one to, nothing is owed twice.
        if (mode == IPaymaster.PostOpMode.postOpReverted) return;
        (address sender, address token, uint256 tokenAmount) = abi.decode(context, (address, address, uint256));
        // A failed payment reverts: the EntryPoint then reverts the operation's execution (see RISK).
        IERC20(token).safeTransferFrom(sender, address(this), tokenAmount);
        emit TokenFeePaid(sender, token, tokenAmount);
    }
}
