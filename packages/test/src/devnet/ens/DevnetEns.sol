// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// What ENS's published npm builds lack, written for the devnets with the interfaces mainnet's
// contracts have: a Universal Resolver (`resolveWithGateways(bytes name, bytes data, string[]
// gateways)` with ENSIP-10 wildcards, a resolver's EIP-3668 lookup re-raised from itself as one
// ENSIP-21 batch-gateway query, `reverseWithGateways(bytes lookupAddress, uint256 coinType,
// string[] gateways)`) and an offchain resolver whose gateway signs its answers.

interface IEnsRegistry {
    function resolver(bytes32 node) external view returns (address);
}

interface IExtendedResolver {
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory);
}

interface IResolverService {
    function resolve(bytes calldata name, bytes calldata data)
        external
        view
        returns (bytes memory result, uint64 expires, bytes memory sig);
}

interface INameResolver {
    function name(bytes32 node) external view returns (string memory);
}

interface IBatchGateway {
    struct Request {
        address sender;
        string[] urls;
        bytes data;
    }

    function query(Request[] memory) external view returns (bool[] memory failures, bytes[] memory responses);
}

error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
error ResolverNotFound(bytes name);
error ResolverError(bytes errorData);

bytes4 constant EXTENDED_RESOLVER = 0x9061b923;

contract DevnetUniversalResolver {
    IEnsRegistry public immutable registry;

    constructor(IEnsRegistry registry_) {
        registry = registry_;
    }

    /// The namehash of the DNS-encoded name from `offset` on.
    function _namehash(bytes memory name, uint256 offset) internal pure returns (bytes32 node) {
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        bytes32 label;
        assembly {
            label := keccak256(add(add(name, 33), offset), length)
        }
        return keccak256(abi.encodePacked(_namehash(name, offset + 1 + length), label));
    }

    /// The resolver of the name or of its closest ancestor (ENSIP-10), and where that ancestor starts.
    function findResolver(bytes memory name) public view returns (address resolver, uint256 offset) {
        while (true) {
            resolver = registry.resolver(_namehash(name, offset));
            if (resolver != address(0)) return (resolver, offset);
            uint256 length = uint8(name[offset]);
            if (length == 0) revert ResolverNotFound(name);
            offset += 1 + length;
        }
    }

    function _isExtended(address resolver) internal view returns (bool) {
        (bool ok, bytes memory answer) =
            resolver.staticcall(abi.encodeWithSignature("supportsInterface(bytes4)", EXTENDED_RESOLVER));
        return ok && answer.length == 32 && abi.decode(answer, (bool));
    }

    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory, address) {
        string[] memory local = new string[](1);
        local[0] = "x-batch-gateway:true";
        return resolveWithGateways(name, data, local);
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] memory gateways)
        public
        view
        returns (bytes memory, address)
    {
        (address resolver, uint256 offset) = findResolver(name);
        bool extended = _isExtended(resolver);
        // A resolver found on an ancestor answers for the name only through ENSIP-10.
        if (offset != 0 && !extended) revert ResolverNotFound(name);
        bytes memory call = extended ? abi.encodeCall(IExtendedResolver.resolve, (name, data)) : data;
        return (_finish(resolver, extended, gateways, call), resolver);
    }

    /// The EIP-3668 callback of a lookup this contract re-raised: hands the batch gateway's one answer to the resolver's own callback.
    function resolveCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory, address)
    {
        (address resolver, bool extended, string[] memory gateways, bytes4 callback, bytes memory innerExtra) =
            abi.decode(extraData, (address, bool, string[], bytes4, bytes));
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert ResolverError(response);
        if (failures[0]) revert ResolverError(responses[0]);
        bytes memory call = abi.encodeWithSelector(callback, responses[0], innerExtra);
        return (_finish(resolver, extended, gateways, call), resolver);
    }

    function _finish(address resolver, bool extended, string[] memory gateways, bytes memory call)
        internal
        view
        returns (bytes memory)
    {
        (bool ok, bytes memory result) = resolver.staticcall(call);
        if (!ok) {
            if (result.length >= 4 && bytes4(result) == OffchainLookup.selector) {
                _relay(resolver, extended, gateways, result);
            }
            revert ResolverError(result);
        }
        return extended ? abi.decode(result, (bytes)) : result;
    }

    /// Re-raises a resolver's OffchainLookup as this contract's batch-gateway query, so a client calls this contract back.
    function _relay(address resolver, bool extended, string[] memory gateways, bytes memory lookup) internal view {
        bytes memory body = new bytes(lookup.length - 4);
        for (uint256 i = 0; i < body.length; i++) body[i] = lookup[i + 4];
        (address sender, string[] memory urls, bytes memory callData, bytes4 callback, bytes memory extraData) =
            abi.decode(body, (address, string[], bytes, bytes4, bytes));
        if (sender != resolver) revert ResolverError(lookup);
        IBatchGateway.Request[] memory requests = new IBatchGateway.Request[](1);
        requests[0] = IBatchGateway.Request(sender, urls, callData);
        revert OffchainLookup(
            address(this),
            gateways,
            abi.encodeCall(IBatchGateway.query, (requests)),
            this.resolveCallback.selector,
            abi.encode(resolver, extended, gateways, callback, extraData)
        );
    }

    function reverse(bytes calldata lookupAddress, uint256 coinType)
        external
        view
        returns (string memory, address, address)
    {
        return reverseWithGateways(lookupAddress, coinType, new string[](0));
    }

    /// The primary name an address claims under `addr.reverse` (coin type 60); the caller checks it forward.
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] memory)
        public
        view
        returns (string memory primary, address resolver, address reverseResolver)
    {
        require(coinType == 60 && lookupAddress.length == 20, "only coin type 60");
        bytes memory hexDigits = "0123456789abcdef";
        bytes memory label = new bytes(40);
        for (uint256 i = 0; i < 20; i++) {
            label[2 * i] = hexDigits[uint8(lookupAddress[i]) >> 4];
            label[2 * i + 1] = hexDigits[uint8(lookupAddress[i]) & 15];
        }
        bytes32 addrReverse = keccak256(abi.encodePacked(keccak256(abi.encodePacked(bytes32(0), keccak256("reverse"))), keccak256("addr")));
        bytes32 node = keccak256(abi.encodePacked(addrReverse, keccak256(label)));
        reverseResolver = registry.resolver(node);
        if (reverseResolver == address(0)) return ("", address(0), address(0));
        primary = INameResolver(reverseResolver).name(node);
        return (primary, address(0), reverseResolver);
    }
}

/// An ENSIP-10 resolver answering every name under its node from a gateway whose signer it trusts.
contract DevnetOffchainResolver {
    string[] private urls;
    address public immutable signer;

    constructor(string[] memory urls_, address signer_) {
        urls = urls_;
        signer = signer_;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == EXTENDED_RESOLVER || interfaceId == 0x01ffc9a7;
    }

    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory callData = abi.encodeCall(IResolverService.resolve, (name, data));
        revert OffchainLookup(address(this), urls, callData, this.resolveWithProof.selector, callData);
    }

    /// Checks the gateway's signature over (this resolver, expiry, request, result) and answers the result.
    function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
        (bytes memory result, uint64 expires, bytes memory sig) = abi.decode(response, (bytes, uint64, bytes));
        require(expires >= block.timestamp, "signature expired");
        require(sig.length == 65, "bad signature length");
        bytes32 digest =
            keccak256(abi.encodePacked(hex"1900", address(this), expires, keccak256(extraData), keccak256(result)));
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(sig, 32))
            s := mload(add(sig, 64))
            v := byte(0, mload(add(sig, 96)))
        }
        require(ecrecover(digest, v, r, s) == signer, "not the gateway's signer");
        return result;
    }
}
