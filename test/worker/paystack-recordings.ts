/** Request/response shapes recorded from Paystack's API (test mode), trimmed to what the adapter reads plus context. */
export const RECORDED = {
  initialize: {
    status: true,
    message: "Authorization URL created",
    data: { authorization_url: "https://checkout.paystack.com/0peioxfhpn", access_code: "0peioxfhpn", reference: "ref-init-1" },
  },
  verifySuccess: {
    status: true,
    message: "Verification successful",
    data: {
      id: 4099260516,
      domain: "test",
      status: "success",
      reference: "ref-verify-1",
      amount: 5_000_000,
      gateway_response: "Successful",
      paid_at: "2026-11-20T10:15:12.000Z",
      channel: "card",
      currency: "NGN",
      customer: { id: 1, email: "bola@lekkihomes.demo.ng" },
    },
  },
  verifyAbandoned: { status: true, message: "Verification successful", data: { status: "abandoned", reference: "ref-verify-2", amount: 100_000, currency: "NGN", gateway_response: "The transaction was not completed" } },
  verifyNotFound: { status: false, message: "Transaction reference not found" },
  banks: {
    status: true,
    message: "Banks retrieved",
    data: [
      { id: 1, name: "Access Bank", slug: "access-bank", code: "044", longcode: "044150149", active: true, country: "Nigeria", currency: "NGN", type: "nuban" },
      { id: 9, name: "Guaranty Trust Bank", slug: "guaranty-trust-bank", code: "058", longcode: "058152036", active: true, country: "Nigeria", currency: "NGN", type: "nuban" },
      { id: 99, name: "Old Bank", slug: "old-bank", code: "999", longcode: "", active: false, country: "Nigeria", currency: "NGN", type: "nuban" },
    ],
    meta: { next: null, previous: null, perPage: 100 },
  },
  resolve: { status: true, message: "Account number resolved", data: { account_number: "0001234567", account_name: "ADEBOLA OLUWASEUN ADEYEMI", bank_id: 9 } },
  resolveFailed: { status: false, message: "Could not resolve account name. Check parameters or try again." },
  recipient: {
    status: true,
    message: "Transfer recipient created successfully",
    data: {
      active: true,
      currency: "NGN",
      name: "ADEBOLA OLUWASEUN ADEYEMI",
      recipient_code: "RCP_1a25w1h3n0xctjg",
      type: "nuban",
      details: { account_number: "0001234567", account_name: "ADEBOLA OLUWASEUN ADEYEMI", bank_code: "058", bank_name: "Guaranty Trust Bank" },
    },
  },
  transferQueued: {
    status: true,
    message: "Transfer has been queued",
    data: { reference: "wd-1", integration: 428626, domain: "test", amount: 2_000_000, currency: "NGN", source: "balance", reason: "Wallet withdrawal", recipient: 6788170, status: "pending", transfer_code: "TRF_fiyxvgkh71e717b" },
  },
  transferNoBalance: { status: false, message: "Your balance is not enough to fulfil this request", code: "insufficient_balance" },
} as const;
