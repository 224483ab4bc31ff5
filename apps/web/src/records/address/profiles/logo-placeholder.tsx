/** The stand-in when an institute has no logo: a building on a soft tile. */
export function LogoPlaceholder({ size = 120 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 120 120"
      role="img"
      aria-hidden="true"
      data-testid="logo-placeholder"
    >
      <rect width="120" height="120" rx="16" fill="currentColor" opacity="0.08" />
      <g fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" opacity="0.55">
        <path d="M24 48 60 28l36 20z" />
        <path d="M32 52v36M48 52v36M72 52v36M88 52v36M24 92h72" />
      </g>
    </svg>
  );
}
