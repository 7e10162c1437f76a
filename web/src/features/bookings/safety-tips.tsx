import { Card, CardContent } from "../../components/ui/card";
import { REFUND_RULE } from "./format";

const TIPS: { title: string; body: string }[] = [
  {
    title: "Never pay an inspection fee outside PropertyNG",
    body: 'The common scam: an "agent" asks for an inspection fee by bank transfer or POS before showing a property that is not theirs, then stops answering. Fees paid here sit in escrow and reach the agent only when you hand over your code at the viewing.',
  },
  {
    title: "Your code is your money",
    body: "Give the 6-digit code only when you are standing at the property, the agent is there, and the property matches the listing. Never read it out on the phone or send it by WhatsApp before the visit: whoever has it can release the fee.",
  },
  {
    title: "Be wary of pressure",
    body: 'Fake agents push you to pay "today, other people are coming", ask for the rent or a "holding deposit" before any viewing, or refuse to show the inside. A genuine agent books a time here and waits for the viewing.',
  },
  {
    title: "Check who you are dealing with",
    body: "Look for the verified badge and the agent's reviews. Ask to see the owner's authority to let, and for land or sale, the title document (C of O, Governor's Consent, registered deed). Confirm the title at the state land registry before paying for the property itself.",
  },
  {
    title: "No-show or not as listed? Report within 24 hours",
    body: "If the agent does not come, or the property is not the one advertised, do not give your code. Report it from the booking within 24 hours of the slot: the fee stays frozen until our team decides, and an inspection that never starts is refunded automatically.",
  },
  {
    title: "Lagos and other states that ban inspection fees",
    body: "Lagos State banned agents' inspection fees in 2025. There the fee only secures your slot and comes back to your wallet when the inspection starts.",
  },
  {
    title: "Go safely",
    body: "Visit in daylight, tell someone where you are going, and take a friend along. Keep every conversation and payment on PropertyNG so our team can help if something goes wrong.",
  },
];

export function SafetyTips() {
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold text-ink-900">Inspection safety tips</h1>
      <p className="text-ink-700">
        Inspection-fee scams cost house hunters in Nigeria dearly every year. Here is how PropertyNG protects you, and
        what to watch for.
      </p>
      {TIPS.map((t) => (
        <Card key={t.title}>
          <CardContent className="p-5">
            <h2 className="font-semibold text-ink-900">{t.title}</h2>
            <p className="mt-1 text-ink-700">{t.body}</p>
          </CardContent>
        </Card>
      ))}
      <Card>
        <CardContent className="p-5">
          <h2 className="font-semibold text-ink-900">Refund rule</h2>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-ink-700">
            {REFUND_RULE.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
