// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal contract account: valid signatures are the owner's ECDSA signatures of the hash.
contract OwnedAccount {
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : bytes4(0xffffffff);
    }
}

/// Deploys OwnedAccount at a CREATE2 address, so it can sign before it exists (ERC-6492).
contract OwnedAccountFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new OwnedAccount{salt: salt}(owner));
    }
}
