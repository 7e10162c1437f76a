import { Photo, type PhotoProps, type PhotoSource } from "../../components/ui/photo";
import { rotationTransform } from "./listing-format";

/**
 * A stored photo filling its box (a `relative` box of aspect `boxAspect`, width/height): turned by its stored
 * rotation and, when quarter-turned, scaled so that it still covers the box.
 */
export function CoverPhoto({
  media,
  boxAspect,
  ...props
}: Omit<PhotoProps, "src" | "className" | "style"> & { media: PhotoSource & { rotation: number }; boxAspect: number }) {
  return (
    <Photo
      {...props}
      src={media}
      className="absolute inset-0 size-full object-cover"
      style={{ transform: rotationTransform(media.rotation, boxAspect, "cover") }}
    />
  );
}

/** A thumbnail of a fixed size in CSS pixels: the narrowest stored copy, covering its box. */
export function ThumbPhoto({
  media,
  width,
  height,
  boxAspect,
}: {
  media: PhotoSource & { rotation: number };
  width: number;
  height: number;
  boxAspect: number;
}) {
  return (
    <CoverPhoto
      media={media}
      alt=""
      sizes={`${width}px`}
      smallest
      fallbackSize={{ width, height }}
      boxAspect={boxAspect}
    />
  );
}
