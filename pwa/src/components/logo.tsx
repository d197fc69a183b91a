/** The Sahayak mark (the same drawing as the app icon). */
export function Logo({ className = 'h-10 w-10' }: { className?: string }) {
  return <img src="/favicon.svg" alt="" aria-hidden="true" className={className} width={40} height={40} />;
}
