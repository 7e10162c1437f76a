/** The kyc domain's public surface: what routes, jobs, rooms and tests use. Services inside import the files directly. */
export {
  createKycUpload,
  kycStatus,
  listKycSubmissions,
  readKycFile,
  receiveKycUpload,
  reviewKyc,
  setCompanyRegistration,
  submitKyc,
} from "./submissions";
