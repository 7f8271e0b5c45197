// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {AggregatorV3Interface} from "./AggregatorV3Interface.sol";
import {EditionToken} from "./EditionToken.sol";
import {MarketplacePlatform} from "./MarketplacePlatform.sol";

/// @title Caskmark marketplace
/// @notice Fixed-price listings of edition tokens (one token or a bundle from one wallet), public or for
/// one buyer, priced in ETH or in USD (converted with the ETH / USD feed when bought). A listing whose
/// tokens moved, whose approval was revoked or that expired can never be swapped, even if the token
/// comes back or the approval is granted again.
contract Marketplace is MarketplacePlatform, ReentrancyGuardTransient {
    uint256 public constant MAX_BUNDLE_SIZE = 25;
    /// @dev Payments are pushed with this much gas (enough for smart-contract wallets); a recipient that
    /// needs more, or refuses, is credited instead so it can never block a sale.
    uint256 private constant PAYMENT_GAS = 50_000;
    /// @dev USD cents * 1e24 / (USD per ETH with 8 decimals) = wei.
    uint256 private constant CENTS_TO_WEI_SCALE = 1e24;

    /// @dev How one swap's payment is split; every wei of msg.value lands in exactly one field.
    struct Settlement {
        uint256 price;
        uint256 fee;
        uint256 royalty;
        address royaltyRecipient;
        uint256 sellerProceeds;
        int256 ethUsdPrice;
        uint256 refund;
    }

    uint256 public listingCount;
    mapping(uint256 listingId => Listing) private listings;
    /// @notice Payments a recipient refused (or that needed too much gas), waiting for withdrawPayments.
    mapping(address account => uint256) public pendingPayments;

    constructor(
        EditionToken editionToken_,
        AggregatorV3Interface priceFeed_,
        uint256 maxPriceAge_,
        address feeRecipient_,
        address admin
    ) MarketplacePlatform(editionToken_, priceFeed_, maxPriceAge_, feeRecipient_, admin) {}

    // ---- listings -------------------------------------------------------------------------------

    function createPublicListing(uint256[] calldata tokenIds, uint256 price, Currency currency, uint64 expiration)
        external
        whenNotPaused
        returns (uint256)
    {
        return _createListing(tokenIds, price, currency, expiration, address(0));
    }

    function createPrivateListing(
        uint256[] calldata tokenIds,
        uint256 price,
        Currency currency,
        uint64 expiration,
        address buyer
    ) external whenNotPaused returns (uint256) {
        if (buyer == address(0) || buyer == msg.sender) revert InvalidBuyer(buyer);
        return _createListing(tokenIds, price, currency, expiration, buyer);
    }

    /// @notice Moves the expiration (unix seconds) of a live listing; an expired listing stays expired.
    function updateListingExpiration(uint256 listingId, uint64 expiration) external {
        Listing storage listing = _requireSellerOfActive(listingId);
        if (block.timestamp > listing.expiration) revert ListingExpired(listingId, listing.expiration);
        if (expiration <= block.timestamp) revert ExpirationNotInFuture(expiration, block.timestamp);
        listing.expiration = expiration;
        emit ListingUpdated(listingId, expiration);
    }

    function disableListing(uint256 listingId) external {
        Listing storage listing = _requireSellerOfActive(listingId);
        listing.state = ListingState.Disabled;
        emit ListingDisabled(listingId);
    }

    /// @notice Whether `listingId` can be swapped right now (by its buyer, for a private listing).
    function validate(uint256 listingId) external view returns (bool) {
        return listingStatus(listingId) == ListingStatus.Valid;
    }

    function listingStatus(uint256 listingId) public view returns (ListingStatus) {
        Listing storage listing = listings[listingId];
        if (listing.state == ListingState.None) return ListingStatus.NotFound;
        if (listing.state == ListingState.Sold) return ListingStatus.Sold;
        if (listing.state == ListingState.Disabled) return ListingStatus.Disabled;
        if (block.timestamp > listing.expiration) return ListingStatus.Expired;
        if (_movedToken(listing) != type(uint256).max) return ListingStatus.OwnerChanged;
        if (!_approvalIntact(listing)) return ListingStatus.ApprovalRevoked;
        return ListingStatus.Valid;
    }

    function getListing(uint256 listingId) external view returns (Listing memory) {
        if (listings[listingId].state == ListingState.None) revert ListingNotFound(listingId);
        return listings[listingId];
    }

    // ---- buying ---------------------------------------------------------------------------------

    /// @notice Buys `listingId`. msg.value is the most the buyer pays: the price (converted from USD at
    /// the current feed answer, rounded up to the wei) is kept and the rest is refunded.
    function swap(uint256 listingId) external payable nonReentrant whenNotPaused {
        Listing storage listing = _requireSwappable(listingId, msg.sender);
        Settlement memory settlement = _settle(listing);
        listing.state = ListingState.Sold;

        address seller = listing.seller;
        uint256[] memory tokenIds = listing.tokenIds;
        for (uint256 i = 0; i < tokenIds.length; ++i) {
            editionToken.safeTransferFrom(seller, msg.sender, tokenIds[i]);
        }
        _pay(seller, settlement.sellerProceeds);
        _pay(settlement.royaltyRecipient, settlement.royalty);
        _pay(feeRecipient, settlement.fee);
        _pay(msg.sender, settlement.refund);
        _emitSwapped(listingId, seller, tokenIds, settlement);
    }

    /// @notice Completes a sale of a USD listing whose buyer paid the platform by card: the same checks
    /// as swap (with `recipient` as the buyer), the tokens move seller -> recipient under the seller's
    /// approval, and no ETH moves (the platform pays the seller their USD proceeds off chain).
    function settleByCard(uint256 listingId, address recipient) external nonReentrant whenNotPaused onlyRole(SETTLER_ROLE) {
        if (recipient == address(0)) revert ZeroAddress();
        Listing storage listing = _requireSwappable(listingId, recipient);
        if (listing.currency != Currency.USD) revert NotUsdListing(listingId);
        listing.state = ListingState.Sold;

        address seller = listing.seller;
        uint256[] memory tokenIds = listing.tokenIds;
        for (uint256 i = 0; i < tokenIds.length; ++i) {
            editionToken.safeTransferFrom(seller, recipient, tokenIds[i]);
        }
        emit SettledByCard(listingId, seller, recipient, tokenIds, listing.price);
    }

    /// @notice Wei needed to buy `listingId` now (reverts like swap when the feed is stale).
    function quoteListing(uint256 listingId) external view returns (uint256 price) {
        if (listings[listingId].state == ListingState.None) revert ListingNotFound(listingId);
        (price,) = _priceInWei(listings[listingId]);
    }

    /// @notice Sends the caller's deferred payments to `to` (a contract that refused ETH can redirect).
    function withdrawPayments(address payable to) external nonReentrant {
        uint256 amount = pendingPayments[msg.sender];
        if (amount == 0) revert NothingToWithdraw(msg.sender);
        if (to == address(0)) revert ZeroAddress();
        pendingPayments[msg.sender] = 0;
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert WithdrawalFailed(to, amount);
        emit PaymentWithdrawn(msg.sender, to, amount);
    }

    // ---- internals ------------------------------------------------------------------------------

    function _createListing(
        uint256[] calldata tokenIds,
        uint256 price,
        Currency currency,
        uint64 expiration,
        address buyer
    ) private returns (uint256 listingId) {
        if (tokenIds.length == 0) revert EmptyListing();
        if (tokenIds.length > MAX_BUNDLE_SIZE) revert TooManyTokens(tokenIds.length, MAX_BUNDLE_SIZE);
        if (price == 0) revert PriceMustBePositive();
        if (expiration <= block.timestamp) revert ExpirationNotInFuture(expiration, block.timestamp);
        if (!editionToken.isApprovedForAll(msg.sender, address(this))) revert MarketplaceNotApproved(msg.sender);

        listingId = ++listingCount;
        Listing storage listing = listings[listingId];
        listing.seller = msg.sender;
        listing.expiration = expiration;
        listing.currency = currency;
        listing.state = ListingState.Active;
        listing.buyer = buyer;
        listing.price = price;
        listing.approvalRevocations = editionToken.approvalRevocations(msg.sender, address(this));
        listing.tokenIds = tokenIds;
        _snapshotTokens(listing, tokenIds);

        Ballot memory ballot = _commonBallot(tokenIds);
        listing.ballot = ballot;
        listing.feeBps = ballot.token == address(0) ? fee : collaborationFee;
        listing.royaltyBps = ballot.token == address(0) ? 0 : collaborationRoyalty;
        _emitListingCreated(listingId, listing);
    }

    function _snapshotTokens(Listing storage listing, uint256[] calldata tokenIds) private {
        for (uint256 i = 0; i < tokenIds.length; ++i) {
            uint256 tokenId = tokenIds[i];
            for (uint256 j = 0; j < i; ++j) {
                if (tokenIds[j] == tokenId) revert DuplicateToken(tokenId);
            }
            if (!_isOwner(msg.sender, tokenId)) revert NotTokenOwner(tokenId, msg.sender);
            listing.transferCounts.push(editionToken.transferCount(tokenId));
        }
    }

    /// @dev A bundle is a collaboration listing only if every token shares one ballot, so the fee and
    /// the royalty recipient of the whole price are never ambiguous.
    function _commonBallot(uint256[] calldata tokenIds) private view returns (Ballot memory ballot) {
        ballot = collaborations[tokenIds[0]];
        for (uint256 i = 1; i < tokenIds.length; ++i) {
            Ballot storage other = collaborations[tokenIds[i]];
            if (other.token != ballot.token || other.tokenId != ballot.tokenId) revert MixedCollaborationBundle();
        }
    }

    function _emitListingCreated(uint256 listingId, Listing storage listing) private {
        emit ListingCreated(
            listingId,
            listing.seller,
            listing.buyer,
            listing.tokenIds,
            listing.price,
            listing.currency,
            listing.expiration,
            listing.feeBps,
            listing.royaltyBps,
            listing.ballot.token,
            listing.ballot.tokenId
        );
    }

    function _isOwner(address account, uint256 tokenId) private view returns (bool) {
        try editionToken.ownerOf(tokenId) returns (address owner) {
            return owner == account;
        } catch {
            return false;
        }
    }

    function _requireSellerOfActive(uint256 listingId) private view returns (Listing storage listing) {
        listing = listings[listingId];
        if (listing.state == ListingState.None) revert ListingNotFound(listingId);
        if (listing.seller != msg.sender) revert NotListingSeller(listingId, msg.sender);
        if (listing.state != ListingState.Active) revert ListingNotActive(listingId, listing.state);
    }

    function _requireSwappable(uint256 listingId, address buyer) private view returns (Listing storage listing) {
        listing = listings[listingId];
        if (listing.state == ListingState.None) revert ListingNotFound(listingId);
        if (listing.state != ListingState.Active) revert ListingNotActive(listingId, listing.state);
        if (block.timestamp > listing.expiration) revert ListingExpired(listingId, listing.expiration);
        uint256 moved = _movedToken(listing);
        if (moved != type(uint256).max) revert ListingOwnerChanged(listingId, moved);
        if (!_approvalIntact(listing)) revert ListingApprovalRevoked(listingId);
        if (listing.buyer != address(0) && listing.buyer != buyer) revert NotListingBuyer(listingId, buyer);
        if (listing.seller == buyer) revert SellerCannotBuy(listingId);
    }

    /// @dev The first token that changed hands since listing (an unchanged transfer count proves the
    /// seller still owns it), or type(uint256).max if none did.
    function _movedToken(Listing storage listing) private view returns (uint256) {
        uint256[] storage tokenIds = listing.tokenIds;
        for (uint256 i = 0; i < tokenIds.length; ++i) {
            if (editionToken.transferCount(tokenIds[i]) != listing.transferCounts[i]) return tokenIds[i];
        }
        return type(uint256).max;
    }

    function _approvalIntact(Listing storage listing) private view returns (bool) {
        return editionToken.isApprovedForAll(listing.seller, address(this))
            && editionToken.approvalRevocations(listing.seller, address(this)) == listing.approvalRevocations;
    }

    function _settle(Listing storage listing) private view returns (Settlement memory settlement) {
        (uint256 price, int256 ethUsdPrice) = _priceInWei(listing);
        if (msg.value < price) revert InsufficientPayment(price, msg.value);
        settlement.price = price;
        settlement.ethUsdPrice = ethUsdPrice;
        settlement.fee = (price * listing.feeBps) / FEE_DENOMINATOR;
        settlement.royalty = (price * listing.royaltyBps) / FEE_DENOMINATOR;
        if (listing.ballot.token != address(0)) settlement.royaltyRecipient = _ballotOwner(listing.ballot);
        // Rounding remainders of the fee and royalty go to the seller.
        settlement.sellerProceeds = price - settlement.fee - settlement.royalty;
        settlement.refund = msg.value - price;
    }

    function _emitSwapped(uint256 listingId, address seller, uint256[] memory tokenIds, Settlement memory s) private {
        emit Swapped(
            listingId,
            seller,
            msg.sender,
            tokenIds,
            s.price,
            s.fee,
            s.royalty,
            s.royaltyRecipient,
            s.sellerProceeds,
            s.ethUsdPrice,
            s.refund
        );
    }

    function _priceInWei(Listing storage listing) private view returns (uint256 price, int256 ethUsdPrice) {
        if (listing.currency == Currency.ETH) return (listing.price, 0);
        ethUsdPrice = _freshEthUsdPrice();
        // Rounded up so the seller never receives less than the USD price they asked for.
        price = Math.mulDiv(listing.price, CENTS_TO_WEI_SCALE, uint256(ethUsdPrice), Math.Rounding.Ceil);
    }

    /// @dev A burned or broken ballot token must not block sales: its royalty then goes to the platform.
    function _ballotOwner(Ballot storage ballot) private view returns (address) {
        try IERC721(ballot.token).ownerOf(ballot.tokenId) returns (address owner) {
            return owner == address(0) ? feeRecipient : owner;
        } catch {
            return feeRecipient;
        }
    }

    function _pay(address to, uint256 amount) private {
        if (amount == 0) return;
        bool ok;
        assembly ("memory-safe") {
            // Return data is ignored so a recipient cannot make the sale pay for a huge copy.
            ok := call(PAYMENT_GAS, to, amount, 0, 0, 0, 0)
        }
        if (!ok) {
            pendingPayments[to] += amount;
            emit PaymentDeferred(to, amount);
        }
    }
}
