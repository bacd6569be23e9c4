// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// An ENS-style registry and resolver for the gateway's tests: the registry maps a namehash to a
// resolver; the resolver keeps addr, name (reverse) and text records.
contract TestEnsRegistry {
    mapping(bytes32 => address) public resolver;

    function setResolver(bytes32 node, address target) external {
        resolver[node] = target;
    }
}

contract TestEnsResolver {
    mapping(bytes32 => address) public addr;
    mapping(bytes32 => string) public name;
    mapping(bytes32 => mapping(string => string)) private texts;

    function setAddr(bytes32 node, address target) external {
        addr[node] = target;
    }

    function setName(bytes32 node, string calldata value) external {
        name[node] = value;
    }

    function setText(bytes32 node, string calldata key, string calldata value) external {
        texts[node][key] = value;
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return texts[node][key];
    }
}
