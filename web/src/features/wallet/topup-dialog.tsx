import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { z } from "zod";
import { MONEY_LIMITS } from "@contracts/money";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Form, FormError, FormField, SubmitButton, useZodForm } from "../../components/ui/form";
import { Input } from "../../components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { formatNaira } from "../../lib/format";
import { atLeast, nairaAmount, validKobo } from "./amount-schema";
import { startTopup } from "./api";
import { TransferTopup } from "./topup-transfer";
import { UssdTopup } from "./topup-ussd";

const QUICK = [5_000_00, 20_000_00, 50_000_00, 100_000_00];

/**
 * Top up, three ways: by card (the provider's checkout; the sandbox page locally), by bank transfer to your
 * own account number (any amount: how large sums come in), or by USSD (dial a code, no internet needed).
 */
export function TopupDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>Top up</Button>
      </DialogTrigger>
      <DialogContent
        title="Top up your wallet"
        description="Pay by card, bank transfer or USSD. Your wallet is credited as soon as the payment is confirmed."
      >
        <Tabs defaultValue="card">
          <TabsList aria-label="How you pay">
            <TabsTrigger value="card">Card</TabsTrigger>
            <TabsTrigger value="transfer">Bank transfer</TabsTrigger>
            <TabsTrigger value="ussd">USSD</TabsTrigger>
          </TabsList>
          <TabsContent value="card">
            <CardTopup />
          </TabsContent>
          <TabsContent value="transfer">
            <TransferTopup />
          </TabsContent>
          <TabsContent value="ussd">
            <UssdTopup />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

const cardAmount = nairaAmount({
  min: MONEY_LIMITS.minTopupKobo,
  minMessage: atLeast(MONEY_LIMITS.minTopupKobo, "Top up"),
  max: MONEY_LIMITS.maxTopupKobo,
  maxMessage: `By card, top up at most ${formatNaira(MONEY_LIMITS.maxTopupKobo)}. For more, use Bank transfer: any amount.`,
});
const cardSchema = z.object({ amount: cardAmount });

function CardTopup() {
  const form = useZodForm(cardSchema, { mode: "onChange", defaultValues: { amount: "" } });
  // One key per amount: a retry of the same top-up reuses it, a new amount gets a new one.
  const key = useRef({ amount: 0, value: crypto.randomUUID() });
  const start = useMutation({
    mutationFn: ({ amount }: z.output<typeof cardSchema>) => {
      if (key.current.amount !== amount) key.current = { amount, value: crypto.randomUUID() };
      return startTopup(amount, key.current.value);
    },
  });
  const kobo = validKobo(cardAmount, form.watch("amount"));

  return (
    <Form
      form={form}
      onSubmit={async (d) => {
        const { authorizationUrl } = await start.mutateAsync(d);
        window.location.assign(authorizationUrl);
        // Stay busy while the browser leaves for the checkout.
        await new Promise(() => {});
      }}
      className="space-y-4"
      aria-label="Top up"
    >
      <FormError />
      <FormField name="amount" label="Amount (₦)" id="topup-amount">
        <Input inputMode="numeric" autoComplete="off" placeholder="50,000" {...form.register("amount")} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        {QUICK.map((k) => (
          <button
            key={k}
            type="button"
            onClick={() => form.setValue("amount", String(k / 100), { shouldValidate: true, shouldDirty: true })}
            className="rounded-full border border-ink-200 px-3 py-1 text-sm hover:bg-ink-50"
          >
            {formatNaira(k)}
          </button>
        ))}
      </div>
      <SubmitButton className="w-full">{kobo ? `Pay ${formatNaira(kobo)}` : "Continue to payment"}</SubmitButton>
    </Form>
  );
}
