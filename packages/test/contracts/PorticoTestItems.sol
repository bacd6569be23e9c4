// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";

/// @title A freely mintable ERC1155 for local devnets and tests.
/// @notice `uri` follows ERC-1155's `{id}` substitution; `name` lets wallets title the
/// collection (ERC-1155 itself has none).
contract PorticoTestItems is ERC1155 {
    string public name;

    constructor(string memory name_, string memory uri_) ERC1155(uri_) {
        name = name_;
    }

    /// @notice Mints `amount` of `id` to `to` (one TransferSingle log).
    function mint(address to, uint256 id, uint256 amount) external {
        _mint(to, id, amount, "");
    }

    /// @notice Mints several ids at once (one TransferBatch log).
    function mintBatch(address to, uint256[] calldata ids, uint256[] calldata amounts) external {
        _mintBatch(to, ids, amounts, "");
    }
}
