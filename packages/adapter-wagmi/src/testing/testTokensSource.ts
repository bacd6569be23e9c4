/**
 * Two minimal tokens for the ERC-20 transfer tests: `TestToken` follows the standard
 * (`transfer` returns true), `TestUsdt` behaves like USDT (`transfer` returns nothing).
 * @example
 * solc.compile(JSON.stringify({ language: 'Solidity', sources: { 'T.sol': { content: testTokensSource } } }))
 */
export const testTokensSource = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract TestToken {
  mapping(address => uint256) public balanceOf;
  uint8 public constant decimals = 6;

  constructor(address holder, uint256 supply) {
    balanceOf[holder] = supply;
  }

  function transfer(address to, uint256 amount) external returns (bool) {
    require(balanceOf[msg.sender] >= amount, "insufficient balance");
    balanceOf[msg.sender] -= amount;
    balanceOf[to] += amount;
    return true;
  }
}

contract TestUsdt {
  mapping(address => uint256) public balanceOf;
  uint8 public constant decimals = 6;

  constructor(address holder, uint256 supply) {
    balanceOf[holder] = supply;
  }

  function transfer(address to, uint256 amount) external {
    require(balanceOf[msg.sender] >= amount, "insufficient balance");
    balanceOf[msg.sender] -= amount;
    balanceOf[to] += amount;
  }
}
`
