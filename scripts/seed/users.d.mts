// Types for the parts of users.mjs the journeys import (e2e/support.ts).
export declare const DEMO_PASSWORD: string;
export declare const DEMO_TOTP_SECRET: string;
