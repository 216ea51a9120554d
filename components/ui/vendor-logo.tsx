import { FallbackImage } from './fallback-image';

/** A vendor's white logo from the image CDN (spec: {imgUrl}/TCG_PROD_IMAGES/RNG_LIST_VENDOR/{vendor}-WHITE.png). */
export function VendorLogo(props: {
  cdn: string;
  vendor: string;
  name: string;
  width: number;
  height: number;
}) {
  return (
    <FallbackImage
      src={`${props.cdn}/TCG_PROD_IMAGES/RNG_LIST_VENDOR/${props.vendor}-WHITE.png`}
      alt={props.name}
      width={props.width}
      height={props.height}
      className="vendor-logo"
    />
  );
}
