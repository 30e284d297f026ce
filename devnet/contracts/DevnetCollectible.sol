// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

// The devnet's NFT collections: OpenZeppelin's ERC721 with a URI per token. Each token's URI is an ipfs:// CID of its
// metadata (name, description, an ipfs:// image, traits), content the services server's IPFS gateway sandbox serves
// (server/ipfsSandbox.ts), so the app reads metadata the way it would on a public chain.

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

contract DevnetCollectible is ERC721URIStorage, Ownable {
    uint256 public lastTokenId;

    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) Ownable(msg.sender) {}

    /// Mints the next token to `to` with its metadata URI; only the collection's owner mints.
    function mint(address to, string calldata uri) external onlyOwner returns (uint256 tokenId) {
        tokenId = ++lastTokenId;
        _mint(to, tokenId);
        _setTokenURI(tokenId, uri);
    }
}
