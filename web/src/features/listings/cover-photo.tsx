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
