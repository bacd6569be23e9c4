// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title A Farcaster-style ID registry for local devnets: one fid per custody address.
/// @notice Keeps the read interface of Farcaster's IdRegistry (`idOf`, `custodyOf`) so the
/// Sign In With Farcaster check reads custody the same way it would on the real chain; only
/// registration is simpler (no signatures, no fees, no recovery): the devnet is throwaway.
contract PorticoIdRegistry {
    /// @notice The fid a custody address owns; 0 when it owns none.
    mapping(address owner => uint256 fid) public idOf;

    /// @notice The custody address of an fid; the zero address when the fid does not exist.
    mapping(uint256 fid => address owner) public custodyOf;

    /// @notice The last fid handed out; fids start at 1.
    uint256 public idCounter;

    event Register(address indexed to, uint256 indexed id);

    error HasId();

    /// @notice Gives the caller the next fid and makes it that fid's custody address.
    function register() external returns (uint256 fid) {
        if (idOf[msg.sender] != 0) revert HasId();
        fid = ++idCounter;
        idOf[msg.sender] = fid;
        custodyOf[fid] = msg.sender;
        emit Register(msg.sender, fid);
    }
}
