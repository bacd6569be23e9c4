// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @title A freely mintable ERC721 collection for local devnets and tests.
/// @notice Token URIs are `baseURI + id + ".json"`: the base points at a metadata server
/// chosen at deployment (the dev gateway), so no host is written into the contract.
contract PorticoTestNft is ERC721 {
    string private _base;
    uint256 public totalMinted;

    constructor(string memory name_, string memory symbol_, string memory baseURI_)
        ERC721(name_, symbol_)
    {
        _base = baseURI_;
    }

    /// @notice Mints the next id to `to` and returns it; anyone may mint on a throwaway chain.
    function mint(address to) external returns (uint256 id) {
        id = ++totalMinted;
        _mint(to, id);
    }

    function tokenURI(uint256 id) public view override returns (string memory) {
        _requireOwned(id);
        return string.concat(_base, Strings.toString(id), ".json");
    }
}
