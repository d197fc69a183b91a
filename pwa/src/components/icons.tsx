/** Line icons drawn inline (no icon font, no emoji: both are missing on some devices). */
const PATHS = {
  mail: 'M4 6h16v12H4z M4 7l8 6 8-6',
  users: 'M16 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1 M9.5 10a3 3 0 100-6 3 3 0 000 6 M21 19v-1a4 4 0 00-3-3.9 M15.5 4.2a3 3 0 010 5.6',
  megaphone: 'M3 11v2a1 1 0 001 1h2l5 4V6L6 10H4a1 1 0 00-1 1z M15 9a3 3 0 010 6 M18 6a7 7 0 010 12',
  check: 'M5 12l5 5 9-10',
  clock: 'M12 7v5l3 2 M12 21a9 9 0 100-18 9 9 0 000 18z',
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3v4 M16 3v4',
  alert: 'M12 8v5 M12 16.5v.5 M12 3l9.5 17h-19z',
  upload: 'M12 16V4 M7 9l5-5 5 5 M4 16v4h16v-4',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4z M12 17a4 4 0 100-8 4 4 0 000 8z',
  copy: 'M9 9h11v11H9z M5 15H4V4h11v1',
  download: 'M12 4v12 M7 11l5 5 5-5 M4 20h16',
  edit: 'M4 20h4L19 9l-4-4L4 16z M14 6l4 4',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z M12 15a3 3 0 100-6 3 3 0 000 6z',
  send: 'M4 12l16-8-6 16-2-6z M12 14l8-10',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2z M9 4v14 M15 6v14',
  pin: 'M12 21s-7-6.5-7-12a7 7 0 0114 0c0 5.5-7 12-7 12z M12 11.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  plus: 'M12 5v14 M5 12h14',
  refresh: 'M20 11a8 8 0 10-2.3 5.7 M20 4v7h-7',
  sparkles: 'M12 3l1.8 4.7L18 9.5l-4.2 1.8L12 16l-1.8-4.7L6 9.5l4.2-1.8z M19 15l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14z M16 16l4.5 4.5',
  trash: 'M4 7h16 M9 7V4h6v3 M6 7l1 13h10l1-13 M10 11v6 M14 11v6',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8z M4 21v-1a6 6 0 016-6h4a6 6 0 016 6v1',
  locate: 'M12 19a7 7 0 100-14 7 7 0 000 14z M12 15a3 3 0 100-6 3 3 0 000 6z M12 2v3 M12 19v3 M2 12h3 M19 12h3',
  x: 'M6 6l12 12 M18 6L6 18',
  briefcase: 'M3 8h18v12H3z M8 8V5h8v3 M3 13h18',
  note: 'M5 3h10l4 4v14H5z M14 3v5h5 M8 13h8 M8 17h5',
  list: 'M9 6h11 M9 12h11 M9 18h11 M4.5 6h.01 M4.5 12h.01 M4.5 18h.01',
  'arrow-left': 'M19 12H5 M11 6l-6 6 6 6',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {PATHS[name].split(' M').map((d, i) => (
        <path key={i} d={i === 0 ? d : `M${d}`} />
      ))}
    </svg>
  );
}
