// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {AggregatorV3Interface} from "./AggregatorV3Interface.sol";

/// @title Settable ETH / USD feed for the dev chain and tests
/// @notice Behaves like a Chainlink aggregator (8 decimals, numbered rounds, timestamps from the
/// block) but its answer is set by an account holding PRICE_SETTER_ROLE.
contract DevPriceFeed is AggregatorV3Interface, AccessControl {
    bytes32 public constant PRICE_SETTER_ROLE = keccak256("PRICE_SETTER_ROLE");

    struct Round {
        int256 answer;
        uint64 updatedAt;
    }

    uint80 public latestRound;
    mapping(uint80 roundId => Round) private rounds;

    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);

    error PriceMustBePositive(int256 answer);
    error NoDataPresent(uint80 roundId);

    constructor(int256 initialAnswer, address admin) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(PRICE_SETTER_ROLE, admin);
        _setAnswer(initialAnswer);
    }

    /// @notice Publishes a new round; `answer` is USD per ETH with 8 decimals (3150.42 USD = 315042000000).
    function setAnswer(int256 answer) external onlyRole(PRICE_SETTER_ROLE) {
        _setAnswer(answer);
    }

    function decimals() external pure returns (uint8) {
        return 8;
    }

    function description() external pure returns (string memory) {
        return "ETH / USD";
    }

    function version() external pure returns (uint256) {
        return 1;
    }

    function getRoundData(uint80 roundId) public view returns (uint80, int256, uint256, uint256, uint80) {
        Round memory round = rounds[roundId];
        if (round.updatedAt == 0) revert NoDataPresent(roundId);
        return (roundId, round.answer, round.updatedAt, round.updatedAt, roundId);
    }

    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80) {
        return getRoundData(latestRound);
    }

    function _setAnswer(int256 answer) private {
        if (answer <= 0) revert PriceMustBePositive(answer);
        uint80 roundId = latestRound + 1;
        latestRound = roundId;
        rounds[roundId] = Round({answer: answer, updatedAt: uint64(block.timestamp)});
        emit AnswerUpdated(answer, roundId, block.timestamp);
    }
}
