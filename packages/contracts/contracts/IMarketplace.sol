// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @notice Types, events and errors of the Caskmark marketplace; the indexer follows these events.
interface IMarketplace {
    /// @notice What `Listing.price` is denominated in: wei, or USD cents converted at swap time.
    enum Currency {
        ETH,
        USD
    }

    /// @notice Stored lifecycle of a listing. Expiry and token/approval changes are derived, see ListingStatus.
    enum ListingState {
        None,
        Active,
        Sold,
        Disabled
    }

    /// @notice Answer of `listingStatus`: why a listing can or cannot be swapped right now.
    enum ListingStatus {
        Valid,
        NotFound,
        Sold,
        Disabled,
        Expired,
        OwnerChanged,
        ApprovalRevoked
    }

    /// @notice A collaboration edition's ballot token; its owner receives the collaboration royalty.
    struct Ballot {
        address token;
        uint256 tokenId;
    }

    struct Listing {
        address seller;
        /// @dev Last second (unix time, inclusive) at which the listing can be swapped.
        uint64 expiration;
        Currency currency;
        ListingState state;
        /// @dev Zero for a public listing; the only address allowed to buy a private one.
        address buyer;
        /// @dev Fees are fixed when the listing is created, so a later fee change never surprises a seller.
        uint16 feeBps;
        uint16 royaltyBps;
        Ballot ballot;
        /// @dev Wei for ETH listings, USD cents for USD listings.
        uint256 price;
        /// @dev EditionToken.approvalRevocations(seller, marketplace) when the listing was created.
        uint256 approvalRevocations;
        uint256[] tokenIds;
        /// @dev EditionToken.transferCount of each token when the listing was created.
        uint256[] transferCounts;
    }

    event ListingCreated(
        uint256 indexed listingId,
        address indexed seller,
        address indexed buyer,
        uint256[] tokenIds,
        uint256 price,
        Currency currency,
        uint64 expiration,
        uint16 feeBps,
        uint16 royaltyBps,
        address ballotToken,
        uint256 ballotTokenId
    );
    event ListingUpdated(uint256 indexed listingId, uint64 expiration);
    event ListingDisabled(uint256 indexed listingId);
    /// @param price Wei the buyer paid (after any refund); equals fee + royalty + sellerProceeds.
    /// @param ethUsdPrice The feed answer (8 decimals) used for a USD listing; 0 for an ETH listing.
    /// @param refund Wei sent back to the buyer because msg.value exceeded the price.
    event Swapped(
        uint256 indexed listingId,
        address indexed seller,
        address indexed buyer,
        uint256[] tokenIds,
        uint256 price,
        uint256 fee,
        uint256 royalty,
        address royaltyRecipient,
        uint256 sellerProceeds,
        int256 ethUsdPrice,
        uint256 refund
    );
    /// @notice The platform completed a sale the buyer paid by card: the tokens went to `recipient`, no ETH
    /// moved, and the seller is paid the USD price less fees by the platform.
    /// @param priceCents The listing's USD price in cents.
    event SettledByCard(
        uint256 indexed listingId,
        address indexed seller,
        address indexed recipient,
        uint256[] tokenIds,
        uint256 priceCents
    );
    /// @notice The platform burned `tokenId` for a redemption (the physical bottle ships or is picked up).
    event RedemptionBurned(uint256 indexed tokenId, address indexed owner);
    event CollaborationSet(uint256 indexed tokenId, address indexed ballotToken, uint256 ballotTokenId);
    event CollaborationCleared(uint256 indexed tokenId);
    event FeesUpdated(uint16 fee, uint16 collaborationFee, uint16 collaborationRoyalty);
    event FeeRecipientUpdated(address feeRecipient);
    event PriceFeedUpdated(address priceFeed, uint256 maxPriceAge);
    /// @notice A payment the recipient did not accept within the gas allowance; it waits in `pendingPayments`.
    event PaymentDeferred(address indexed recipient, uint256 amount);
    event PaymentWithdrawn(address indexed recipient, address indexed to, uint256 amount);

    error EmptyListing();
    error TooManyTokens(uint256 count, uint256 max);
    error DuplicateToken(uint256 tokenId);
    error NotTokenOwner(uint256 tokenId, address account);
    error MarketplaceNotApproved(address owner);
    error PriceMustBePositive();
    error ExpirationNotInFuture(uint64 expiration, uint256 blockTimestamp);
    error InvalidBuyer(address buyer);
    error MixedCollaborationBundle();
    error ListingNotFound(uint256 listingId);
    error ListingNotActive(uint256 listingId, ListingState state);
    error ListingExpired(uint256 listingId, uint64 expiration);
    error ListingOwnerChanged(uint256 listingId, uint256 tokenId);
    error ListingApprovalRevoked(uint256 listingId);
    error NotListingSeller(uint256 listingId, address account);
    error NotListingBuyer(uint256 listingId, address account);
    error SellerCannotBuy(uint256 listingId);
    error NotUsdListing(uint256 listingId);
    error InsufficientPayment(uint256 required, uint256 sent);
    error StalePrice(uint256 updatedAt, uint256 maxPriceAge);
    error InvalidFeedAnswer(int256 answer);
    error UnsupportedFeedDecimals(uint8 decimals);
    error FeesTooHigh(uint256 total, uint256 max);
    error ZeroAddress();
    error InvalidMaxPriceAge();
    error NothingToWithdraw(address account);
    error WithdrawalFailed(address to, uint256 amount);
}
