// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @title Caskmark payment receiver
/// @notice Collectors pay an order (a checkout cart; later a redemption fee or a sweepstakes entry) with
/// `pay(orderReference)`: the reference names the order, so the server learns who paid what for which order
/// from the `PaymentReceived` log alone. The operator gives money back (an under-payment, the excess of
/// an over-payment, a payment for an order that could not be fulfilled) only to the account that paid it
/// under that reference, never more than it paid there, and each refund once by its `refundId`, so a
/// retried refund pays nothing twice and a leaked operator key cannot send the funds anywhere else. The
/// admin withdraws what the shop earned. There is no receive or fallback function: a plain transfer
/// names no order and is refused.
contract PaymentReceiver is AccessControl, ReentrancyGuardTransient {
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");

    /// @notice The smallest payment accepted, in wei (0.004 ETH on Caskmark).
    uint256 public immutable minimumPayment;

    /// @notice Wei `payer` paid under `orderReference` and has not been given back.
    mapping(bytes32 orderReference => mapping(address payer => uint256)) public refundable;
    /// @notice Refunds already paid, by the id the operator gave them.
    mapping(bytes32 refundId => bool) public refundPaid;

    event PaymentReceived(bytes32 indexed orderReference, address indexed payer, uint256 amount);
    event PaymentRefunded(bytes32 indexed orderReference, address indexed payer, uint256 amount, bytes32 indexed refundId);
    event Withdrawn(address indexed to, uint256 amount);

    error PaymentBelowMinimum(uint256 amount, uint256 minimum);
    error MissingReference();
    error RefundAlreadyPaid(bytes32 refundId);
    error RefundExceedsPayment(bytes32 orderReference, address payer, uint256 amount, uint256 available);
    error TransferFailed(address to, uint256 amount);

    constructor(address admin, address operator, uint256 minimumPayment_) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(OPERATOR_ROLE, operator);
        minimumPayment = minimumPayment_;
    }

    /// @notice Pays the order named by `orderReference` with the value sent.
    function pay(bytes32 orderReference) external payable {
        if (orderReference == bytes32(0)) revert MissingReference();
        if (msg.value < minimumPayment) revert PaymentBelowMinimum(msg.value, minimumPayment);
        refundable[orderReference][msg.sender] += msg.value;
        emit PaymentReceived(orderReference, msg.sender, msg.value);
    }

    /// @notice Gives `amount` back to `payer` out of what it paid under `orderReference`, once per `refundId`.
    function refund(bytes32 orderReference, address payable payer, uint256 amount, bytes32 refundId)
        external
        onlyRole(OPERATOR_ROLE)
        nonReentrant
    {
        if (refundPaid[refundId]) revert RefundAlreadyPaid(refundId);
        uint256 available = refundable[orderReference][payer];
        if (amount > available) revert RefundExceedsPayment(orderReference, payer, amount, available);
        refundPaid[refundId] = true;
        refundable[orderReference][payer] = available - amount;
        (bool sent,) = payer.call{value: amount}("");
        if (!sent) revert TransferFailed(payer, amount);
        emit PaymentRefunded(orderReference, payer, amount, refundId);
    }

    /// @notice Sends what the shop earned to `to`.
    function withdraw(address payable to, uint256 amount) external onlyRole(DEFAULT_ADMIN_ROLE) nonReentrant {
        (bool sent,) = to.call{value: amount}("");
        if (!sent) revert TransferFailed(to, amount);
        emit Withdrawn(to, amount);
    }
}
