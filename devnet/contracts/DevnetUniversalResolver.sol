// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

// The devnet's ENS UniversalResolver: the two entry points viem's ENS actions call (getEnsAddress, getEnsText,
// getEnsAvatar through resolveWithGateways; getEnsName through reverseWithGateways), answered from the real ENS
// registry and public resolver the devnet deploys from @ensdomains' npm artifacts. ENS ships no UniversalResolver
// bytecode on npm, so this one is ours. It resolves names on-chain only (no CCIP-Read gateways, no wildcards): the
// names seeded on the devnet all have their own resolver record.

interface ENSRegistry {
    function resolver(bytes32 node) external view returns (address);
}

interface NameResolver {
    function name(bytes32 node) external view returns (string memory);
}

interface AddrResolver {
    function addr(bytes32 node) external view returns (address payable);
}

contract DevnetUniversalResolver {
    /// The errors of ENS's UniversalResolver that viem reads as "no such name".
    error ResolverNotFound(bytes name);
    error ResolverError(bytes errorData);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);
    error UnsupportedResolverProfile(bytes4 selector);

    bytes32 private constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;
    uint256 private constant ETH_COIN_TYPE = 60;

    ENSRegistry public immutable registry;

    constructor(ENSRegistry registry_) {
        registry = registry_;
    }

    /// Calls the name's resolver with `data` (an encoded resolver call such as addr(node)) and returns its answer.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        return _resolve(name, data);
    }

    /// The same lookup under the name ENS's first UniversalResolver gave it.
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory, address) {
        return _resolve(name, data);
    }

    /// The primary name of an address (its reverse record), checked against the name's own address record.
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata)
        external
        view
        returns (string memory primary, address resolver, address reverseResolver)
    {
        if (coinType != ETH_COIN_TYPE || lookupAddress.length != 20) {
            revert UnsupportedResolverProfile(NameResolver.name.selector);
        }
        address account = address(bytes20(lookupAddress));
        bytes32 reverseNode = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, _hexLabelHash(account)));
        reverseResolver = registry.resolver(reverseNode);
        if (reverseResolver == address(0)) return ("", address(0), address(0));
        primary = NameResolver(reverseResolver).name(reverseNode);
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);
        bytes32 node = _namehashOfText(bytes(primary));
        resolver = registry.resolver(node);
        if (resolver == address(0) || AddrResolver(resolver).addr(node) != account) {
            revert ReverseAddressMismatch(primary, abi.encodePacked(account));
        }
    }

    function _resolve(bytes calldata name, bytes calldata data) private view returns (bytes memory, address) {
        address resolver = registry.resolver(_namehash(name, 0));
        if (resolver == address(0)) revert ResolverNotFound(name);
        (bool ok, bytes memory result) = resolver.staticcall(data);
        if (!ok) revert ResolverError(result);
        return (result, resolver);
    }

    /// The namehash of a DNS-encoded name (length-prefixed labels ending in a zero byte), from `offset`.
    function _namehash(bytes calldata name, uint256 offset) private pure returns (bytes32) {
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        bytes32 label = keccak256(name[offset + 1:offset + 1 + length]);
        return keccak256(abi.encodePacked(_namehash(name, offset + 1 + length), label));
    }

    /// The namehash of a dotted name ("alice.eth").
    function _namehashOfText(bytes memory name) private pure returns (bytes32 node) {
        uint256 end = name.length;
        for (uint256 i = name.length; i > 0; i--) {
            if (name[i - 1] == ".") {
                node = keccak256(abi.encodePacked(node, _labelHash(name, i, end)));
                end = i - 1;
            }
        }
        node = keccak256(abi.encodePacked(node, _labelHash(name, 0, end)));
    }

    function _labelHash(bytes memory name, uint256 start, uint256 end) private pure returns (bytes32 hash) {
        assembly {
            hash := keccak256(add(add(name, 32), start), sub(end, start))
        }
    }

    /// keccak256 of the address as 40 lowercase hex digits: its label under addr.reverse.
    function _hexLabelHash(address account) private pure returns (bytes32) {
        bytes memory digits = new bytes(40);
        uint160 value = uint160(account);
        for (uint256 i = 40; i > 0; i--) {
            digits[i - 1] = bytes16("0123456789abcdef")[value & 0xf];
            value >>= 4;
        }
        return keccak256(digits);
    }
}
