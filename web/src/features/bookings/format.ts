import { STATUS_WORDS } from "@contracts/status-words";
/** Booking times are Lagos time (UTC+1, no daylight saving) whatever the browser's zone. SPEC §9: DD/MM/YYYY, hh:mm A. */
export {
  formatLagosDate as bookingDate,
  formatLagosTime as bookingTime,
  hhmmA as slotLabel,
  dmy as dayLabel,
} from "@contracts/lagos-time";

/** The one map of statuses to words (contracts/status-words.ts). */
export const STATUS_LABEL: Record<string, string> = STATUS_WORDS.inspection;

export const REFUND_RULE = [
  "The agent cancels: you get the whole fee back.",
  "You cancel before the agent confirms, or 24 hours or more before the inspection: you get the whole fee back.",
  "You cancel a confirmed inspection less than 24 hours before it: half comes back to you, half goes to the agent for the time kept.",
  "The inspection never starts (no code entered): the fee comes back to you automatically 48 hours after the slot.",
  "Where the law bans inspection fees (e.g. Lagos), the fee always comes back to you: it only secures your slot.",
];

/** The same rule as the agent lives it: when the fee is paid out to them, and when it goes back. */
export const AGENT_RULE = [
  "The fee is held in escrow, not paid to you, until the inspection starts: enter the seeker's code at the property and it is released to you, less PropertyNG's commission.",
  "You cancel, or the seeker cancels before you confirm or 24 hours or more before the inspection: the whole fee goes back to the seeker.",
  "The seeker cancels a confirmed inspection less than 24 hours before it: half the fee is paid to you for the time kept.",
  "No code is entered (the inspection never starts): the fee goes back to the seeker automatically 48 hours after the slot.",
  "Where the law bans inspection fees (e.g. Lagos), the fee always goes back to the seeker: it only secures the slot.",
];
