/** jpeg-js's decoder file alone (the package's index also bundles its encoder). */
declare module "jpeg-js/lib/decoder" {
  type Decoded = { width: number; height: number; data: Uint8Array; exifBuffer?: Uint8Array };
  type Options = {
    useTArray?: boolean;
    colorTransform?: boolean;
    formatAsRGBA?: boolean;
    tolerantDecoding?: boolean;
    maxResolutionInMP?: number;
    maxMemoryUsageInMB?: number;
  };
  export default function decode(data: ArrayLike<number> | ArrayBuffer, opts?: Options): Decoded;
}
