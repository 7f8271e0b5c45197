// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {AggregatorV3Interface} from "./AggregatorV3Interface.sol";
import {EditionToken} from "./EditionToken.sol";
import {IMarketplace} from "./IMarketplace.sol";

/// @title What the platform operates on the marketplace
/// @notice Fees, fee recipient, ETH / USD feed, collaboration editions, the emergency pause and
/// redemption burns, kept apart from the listing logic in Marketplace.
abstract contract MarketplacePlatform is IMarketplace, AccessControl, Pausable {
    bytes32 public constant CURATOR_ROLE = keccak256("CURATOR_ROLE");
    /// @notice May burn an owner's token for a redemption the owner confirmed with the platform.
    bytes32 public constant REDEEMER_ROLE = keccak256("REDEEMER_ROLE");
    /// @notice May settle a listing the buyer paid the platform for by card (settleByCard).
    bytes32 public constant SETTLER_ROLE = keccak256("SETTLER_ROLE");

    /// @notice Upper bound for the platform fee, and for collaboration fee + royalty (25 %).
    uint256 public constant MAX_TOTAL_FEE = 2_500;
    uint256 internal constant FEE_DENOMINATOR = 10_000;

    EditionToken public immutable editionToken;
    AggregatorV3Interface public priceFeed;
    /// @notice Seconds after its last update the feed answer may still price a USD listing.
    uint256 public maxPriceAge;
    address public feeRecipient;

    /// @notice Platform fee on a normal listing, in 1/10,000 of the price (1,000 = 10 %).
    uint16 public fee = 1_000;
    /// @notice Platform fee on a collaboration listing (500 = 5 %).
    uint16 public collaborationFee = 500;
    /// @notice Royalty on a collaboration listing, paid to the ballot token's owner (500 = 5 %).
    uint16 public collaborationRoyalty = 500;

    mapping(uint256 tokenId => Ballot) public collaborations;

    constructor(
        EditionToken editionToken_,
        AggregatorV3Interface priceFeed_,
        uint256 maxPriceAge_,
        address feeRecipient_,
        address admin
    ) {
        if (address(editionToken_) == address(0) || admin == address(0)) revert ZeroAddress();
        editionToken = editionToken_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(CURATOR_ROLE, admin);
        _grantRole(REDEEMER_ROLE, admin);
        _grantRole(SETTLER_ROLE, admin);
        _setPriceFeed(priceFeed_, maxPriceAge_);
        _setFeeRecipient(feeRecipient_);
    }

    /// @notice Burns `tokenId` for a redemption the owner confirmed with the platform. The spec makes
    /// the owner's approval of the marketplace ("Provide Access") a condition of redeeming; without it
    /// this reverts.
    function burnForRedemption(uint256 tokenId) external onlyRole(REDEEMER_ROLE) {
        address owner = editionToken.ownerOf(tokenId);
        if (!editionToken.isApprovedForAll(owner, address(this))) revert MarketplaceNotApproved(owner);
        editionToken.burn(tokenId);
        emit RedemptionBurned(tokenId, owner);
    }

    /// @notice The feed's latest ETH price in USD with 8 decimals (divide by 1e8 for dollars).
    function getETHPriceInUSD() external view returns (uint256) {
        (, int256 answer,,,) = priceFeed.latestRoundData();
        if (answer <= 0) revert InvalidFeedAnswer(answer);
        return uint256(answer);
    }

    function feeDenominator() external pure returns (uint256) {
        return FEE_DENOMINATOR;
    }

    /// @notice New fees apply to listings created afterwards; existing listings keep theirs.
    function setFees(uint16 fee_, uint16 collaborationFee_, uint16 collaborationRoyalty_)
        external
        onlyRole(DEFAULT_ADMIN_ROLE)
    {
        if (fee_ > MAX_TOTAL_FEE) revert FeesTooHigh(fee_, MAX_TOTAL_FEE);
        uint256 collaborationTotal = uint256(collaborationFee_) + collaborationRoyalty_;
        if (collaborationTotal > MAX_TOTAL_FEE) revert FeesTooHigh(collaborationTotal, MAX_TOTAL_FEE);
        fee = fee_;
        collaborationFee = collaborationFee_;
        collaborationRoyalty = collaborationRoyalty_;
        emit FeesUpdated(fee_, collaborationFee_, collaborationRoyalty_);
    }

    function setFeeRecipient(address feeRecipient_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setFeeRecipient(feeRecipient_);
    }

    function setPriceFeed(AggregatorV3Interface priceFeed_, uint256 maxPriceAge_)
        external
        onlyRole(DEFAULT_ADMIN_ROLE)
    {
        _setPriceFeed(priceFeed_, maxPriceAge_);
    }

    /// @notice Marks `tokenId` as a collaboration edition; listings created afterwards pay the
    /// collaboration fee and the royalty to whoever owns the ballot token at swap time.
    function setCollaboration(uint256 tokenId, address ballotToken, uint256 ballotTokenId)
        external
        onlyRole(CURATOR_ROLE)
    {
        if (ballotToken == address(0)) revert ZeroAddress();
        collaborations[tokenId] = Ballot({token: ballotToken, tokenId: ballotTokenId});
        emit CollaborationSet(tokenId, ballotToken, ballotTokenId);
    }

    function clearCollaboration(uint256 tokenId) external onlyRole(CURATOR_ROLE) {
        delete collaborations[tokenId];
        emit CollaborationCleared(tokenId);
    }

    function pause() external onlyRole(DEFAULT_ADMIN_ROLE) {
        _pause();
    }

    function unpause() external onlyRole(DEFAULT_ADMIN_ROLE) {
        _unpause();
    }

    function _freshEthUsdPrice() internal view returns (int256 answer) {
        uint256 updatedAt;
        (, answer,, updatedAt,) = priceFeed.latestRoundData();
        if (answer <= 0) revert InvalidFeedAnswer(answer);
        if (updatedAt + maxPriceAge < block.timestamp) revert StalePrice(updatedAt, maxPriceAge);
    }

    function _setFeeRecipient(address feeRecipient_) internal {
        if (feeRecipient_ == address(0)) revert ZeroAddress();
        feeRecipient = feeRecipient_;
        emit FeeRecipientUpdated(feeRecipient_);
    }

    function _setPriceFeed(AggregatorV3Interface priceFeed_, uint256 maxPriceAge_) internal {
        if (address(priceFeed_) == address(0)) revert ZeroAddress();
        if (maxPriceAge_ == 0) revert InvalidMaxPriceAge();
        uint8 feedDecimals = priceFeed_.decimals();
        if (feedDecimals != 8) revert UnsupportedFeedDecimals(feedDecimals);
        priceFeed = priceFeed_;
        maxPriceAge = maxPriceAge_;
        emit PriceFeedUpdated(address(priceFeed_), maxPriceAge_);
    }
}
