import type { PhotoSource } from "../../components/ui/photo";

/** An article's cover as <Photo> draws it: its copies when it has them, else the original alone. */
export const coverPhoto = (a: {
  coverImageUrl: string | null;
  coverImageSizes?: PhotoSource["sizes"];
  coverImageWidth?: number | null;
  coverImageHeight?: number | null;
}): PhotoSource => ({
  url: a.coverImageUrl ?? "",
  width: a.coverImageWidth ?? null,
  height: a.coverImageHeight ?? null,
  sizes: a.coverImageSizes,
});
