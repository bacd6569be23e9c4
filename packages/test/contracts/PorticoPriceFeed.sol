// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title A price feed with Chainlink's AggregatorV3Interface, for local devnets and tests.
/// @notice Its deployer posts each round (answer and time); readers see what a Chainlink feed
/// shows them, so a stale or out-of-range answer can be played on a throwaway chain.
contract PorticoPriceFeed {
    struct Round {
        int256 answer;
        uint256 startedAt;
        uint256 updatedAt;
    }

    address public immutable owner;
    uint8 public immutable decimals;
    string public description;
    uint256 public constant version = 4;
    uint80 public latestRound;
    mapping(uint80 => Round) private rounds;

    error NotOwner();
    error NoDataPresent();

    constructor(uint8 decimals_, string memory description_, int256 answer) {
        owner = msg.sender;
        decimals = decimals_;
        description = description_;
        _post(answer, block.timestamp);
    }

    /// @notice Posts a new round, `updatedAt` given so a test can post an old one.
    function postRound(int256 answer, uint256 updatedAt) external {
        if (msg.sender != owner) revert NotOwner();
        _post(answer, updatedAt);
    }

    function getRoundData(uint80 roundId)
        external
        view
        returns (uint80, int256, uint256, uint256, uint80)
    {
        Round memory round = rounds[roundId];
        if (round.updatedAt == 0) revert NoDataPresent();
        return (roundId, round.answer, round.startedAt, round.updatedAt, roundId);
    }

    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80) {
        Round memory round = rounds[latestRound];
        return (latestRound, round.answer, round.startedAt, round.updatedAt, latestRound);
    }

    function _post(int256 answer, uint256 updatedAt) private {
        latestRound += 1;
        rounds[latestRound] = Round(answer, updatedAt, updatedAt);
    }
}
