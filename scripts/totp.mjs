// npm run totp: the demo super admin's current two-factor code (the seed enrols it with DEMO_TOTP_SECRET).
import { Secret, TOTP } from "otpauth";
import { DEMO_TOTP_SECRET } from "./seed/users.mjs";

const totp = new TOTP({
  secret: Secret.fromBase32(process.argv[2] ?? DEMO_TOTP_SECRET),
  digits: 6,
  period: 30,
  algorithm: "SHA1",
});
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${totp.generate()}  (valid for ${left} s more; each code signs in once)`);
