import { client, idempotency, unwrap, queryOptions } from "../../lib/client";

export const walletQuery = () =>
  queryOptions({ queryKey: ["wallet"] as const, queryFn: () => unwrap(client.GET("/v1/secure/wallet")) });
export const walletHistoryQuery = (month?: string) =>
  queryOptions({
    queryKey: ["wallet", "history", month ?? "current"] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/wallet/history", { params: { query: { month } } })),
  });
export const paymentQuery = (reference: string) =>
  queryOptions({
    queryKey: ["wallet", "payment", reference] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/wallet/verify", { params: { query: { reference } } })),
  });

export const startTopup = (amountKobo: number, key: string) =>
  unwrap(client.POST("/v1/secure/wallet/topup", { params: { header: idempotency(key) }, body: { amountKobo } }), {
    silent: true,
  });

export const banksQuery = () =>
  queryOptions({
    queryKey: ["wallet", "banks"] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/banks")),
    staleTime: 3600_000,
  });
export const payoutAccountsQuery = () =>
  queryOptions({
    queryKey: ["wallet", "payout-accounts"] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/bank/accounts")),
  });
export const withdrawalsQuery = () =>
  queryOptions({
    queryKey: ["wallet", "withdrawals"] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/wallet/withdrawals")),
  });

export const verifyBank = (bankCode: string, accountNumber: string) =>
  unwrap(client.POST("/v1/secure/bank/verify", { body: { bankCode, accountNumber } }), { silent: true });
export const savePayoutAccount = (body: { bankCode: string; accountNumber: string; password: string }) =>
  unwrap(client.POST("/v1/secure/bank/accounts", { body }), { silent: true });
export const removePayoutAccount = (id: string) =>
  unwrap(client.DELETE("/v1/secure/bank/accounts/{id}", { params: { path: { id } } }));
export const withdraw = (amountKobo: number, payoutAccountId: string, key: string) =>
  unwrap(
    client.POST("/v1/secure/wallet/withdraw", {
      params: { header: idempotency(key) },
      body: { amountKobo, payoutAccountId },
    }),
    { silent: true },
  );

// Money back to your card, your account number for transfers, USSD.
export const cardRefundsQuery = () =>
  queryOptions({
    queryKey: ["wallet", "card-refunds"] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/wallet/card-refunds")),
  });
export const refundToCard = (paymentReference: string, amountKobo: number, key: string) =>
  unwrap(
    client.POST("/v1/secure/wallet/card-refunds", {
      params: { header: idempotency(key) },
      body: { paymentReference, amountKobo },
    }),
    { silent: true },
  );
export const virtualAccountQuery = () =>
  queryOptions({
    queryKey: ["wallet", "virtual-account"] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/wallet/virtual-account")),
  });
export const createVirtualAccount = () =>
  unwrap(client.POST("/v1/secure/wallet/virtual-account", {}), { silent: true });
export const simulateTransfer = (amountKobo: number) =>
  unwrap(client.POST("/v1/secure/wallet/virtual-account/sandbox-transfer", { body: { amountKobo } }), { silent: true });
export const ussdBanksQuery = () =>
  queryOptions({
    queryKey: ["wallet", "ussd-banks"] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/wallet/ussd/banks")),
    staleTime: 3600_000,
  });
export const startUssd = (amountKobo: number, bank: string, key: string) =>
  unwrap(
    client.POST("/v1/secure/wallet/topup/ussd", { params: { header: idempotency(key) }, body: { amountKobo, bank } }),
    { silent: true },
  );
export const completeSandboxUssd = (reference: string) =>
  unwrap(client.POST("/v1/secure/wallet/topup/ussd/sandbox-complete", { body: { reference, outcome: "success" } }), {
    silent: true,
  });
