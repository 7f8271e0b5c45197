// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Burnable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Burnable.sol";

/// @title Caskmark edition token
/// @notice One ERC-721 token per edition NFT, each backed by one physical bottle. Token ids are chosen
/// by the server (they are the edition NFT's tokenId in our database). Redemption burns the token.
/// @dev Two counters let the marketplace tell a listing that merely looks valid again (the token came
/// back, the approval was granted again) from one that never changed: `transferCount` moves on every
/// mint, transfer and burn, `approvalRevocations` moves whenever an owner withdraws an operator.
contract EditionToken is ERC721Burnable, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    /// @dev ERC-4906 (metadata update) interface id, announced so indexers refresh our metadata.
    bytes4 private constant ERC4906_INTERFACE_ID = 0x49064906;

    string private baseTokenUri;

    /// @notice How many times `tokenId` changed hands (mint, transfer or burn).
    mapping(uint256 tokenId => uint256) public transferCount;

    /// @notice How many times `owner` revoked `operator`'s approval for all tokens.
    mapping(address owner => mapping(address operator => uint256)) public approvalRevocations;

    /// @notice Whether `tokenId` was burned; a burned id is never minted again (one bottle, one token).
    mapping(uint256 tokenId => bool) public burned;

    event BaseUriUpdated(string baseUri);
    /// @dev ERC-4906.
    event BatchMetadataUpdate(uint256 _fromTokenId, uint256 _toTokenId);

    error TokenWasBurned(uint256 tokenId);
    error EmptyMint();

    constructor(string memory name_, string memory symbol_, string memory baseUri_, address admin)
        ERC721(name_, symbol_)
    {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
        baseTokenUri = baseUri_;
    }

    /// @notice Mints `tokenId` to `to`. Contracts must accept ERC-721 tokens.
    function mint(address to, uint256 tokenId) external onlyRole(MINTER_ROLE) {
        _mintOnce(to, tokenId);
    }

    /// @notice Mints every id of `tokenIds` to `to` in one transaction (a release, a demo wallet).
    function mintBatch(address to, uint256[] calldata tokenIds) external onlyRole(MINTER_ROLE) {
        if (tokenIds.length == 0) revert EmptyMint();
        for (uint256 i = 0; i < tokenIds.length; ++i) {
            _mintOnce(to, tokenIds[i]);
        }
    }

    /// @notice Whether `tokenId` currently exists (minted and not burned).
    function exists(uint256 tokenId) external view returns (bool) {
        return _ownerOf(tokenId) != address(0);
    }

    /// @notice Prefix of every token URI (the token id is appended).
    function baseUri() external view returns (string memory) {
        return baseTokenUri;
    }

    /// @notice Points token metadata at a new API origin; marketplaces are told to refresh everything.
    function setBaseUri(string calldata baseUri_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        baseTokenUri = baseUri_;
        emit BaseUriUpdated(baseUri_);
        emit BatchMetadataUpdate(0, type(uint256).max);
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721, AccessControl) returns (bool) {
        return interfaceId == ERC4906_INTERFACE_ID || super.supportsInterface(interfaceId);
    }

    function _mintOnce(address to, uint256 tokenId) private {
        if (burned[tokenId]) revert TokenWasBurned(tokenId);
        _safeMint(to, tokenId);
    }

    function _baseURI() internal view override returns (string memory) {
        return baseTokenUri;
    }

    function _update(address to, uint256 tokenId, address auth) internal override returns (address from) {
        from = super._update(to, tokenId, auth);
        unchecked {
            ++transferCount[tokenId];
        }
        if (to == address(0)) burned[tokenId] = true;
    }

    function _setApprovalForAll(address owner, address operator, bool approved) internal override {
        super._setApprovalForAll(owner, operator, approved);
        if (!approved) {
            unchecked {
                ++approvalRevocations[owner][operator];
            }
        }
    }
}
