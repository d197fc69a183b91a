import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { PlaceSuggestion } from '@shared/schemas/places';
import { PLACE_SEARCH_DEBOUNCE_MS } from '@shared/limits';
import { Icon } from '@pwa/components/icons';
import { notify, notifyError } from '@pwa/lib/toast';
import { coordinateText, placeDetails, usePlaceSuggestions, type PickedLocation } from './places.api';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * A place search box with suggestions (a combobox: arrows, Enter, Escape). Typing is debounced
 * 500 ms; choosing a suggestion fetches its coordinates and toasts 'Location selected'.
 */
export function LocationSearch({ onPicked, disabled }: { onPicked: (location: PickedLocation) => void; disabled?: boolean }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [picking, setPicking] = useState<string | null>(null);
  const debounced = useDebounced(text, PLACE_SEARCH_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(open ? debounced : '');
  const list = suggestions.data ?? [];
  const listId = useId();
  const showList = open && debounced.trim().length > 0 && text.trim().length > 0;

  useEffect(() => setActive(-1), [debounced]);

  const pick = async (suggestion: PlaceSuggestion) => {
    setOpen(false);
    setText(suggestion.description);
    setPicking(suggestion.place_id);
    try {
      const { lat, lng } = await placeDetails(suggestion.place_id);
      onPicked({ latitude: coordinateText(lat), longitude: coordinateText(lng), locationName: suggestion.description });
      notify('Location selected', suggestion.description);
      setText('');
    } catch {
      notifyError('Error', 'Failed to get location details. Please try again.');
    } finally {
      setPicking(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && list.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % list.length);
    } else if (event.key === 'ArrowUp' && list.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? list.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      // Enter inside the form must never submit it from the search box.
      event.preventDefault();
      const choice = list[active >= 0 ? active : 0];
      if (showList && choice) void pick(choice);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label className="input w-full">
        <Icon name="search" className="h-4 w-4 opacity-60" />
        <input
          type="text"
          role="combobox"
          className="grow"
          placeholder="Search for a city, area or address"
          value={text}
          disabled={disabled || picking !== null}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          aria-label="Search location"
          aria-autocomplete="list"
          aria-expanded={showList && list.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
        />
        {suggestions.isFetching || picking ? <span className="loading loading-spinner loading-xs" aria-label="Searching" /> : null}
      </label>
      {showList && list.length > 0 ? (
        <ul id={listId} role="listbox" className="menu absolute inset-x-0 top-full z-20 mt-1 max-h-72 w-full flex-nowrap overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1 shadow-lg">
          {list.map((suggestion, index) => (
            <li key={suggestion.place_id} role="presentation">
              <button
                type="button"
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={`flex items-start gap-2 text-left ${index === active ? 'menu-active' : ''}`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => void pick(suggestion)}
              >
                <Icon name="pin" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{suggestion.structured_formatting.main_text}</span>
                  {suggestion.structured_formatting.secondary_text ? (
                    <span className="block truncate text-xs text-base-content/75">{suggestion.structured_formatting.secondary_text}</span>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {showList && !suggestions.isFetching && suggestions.isSuccess && list.length === 0 ? (
        <p className="absolute inset-x-0 top-full z-20 mt-1 rounded-box border border-base-300 bg-base-100 px-4 py-3 text-sm text-base-content/75 shadow-lg">
          No places found
        </p>
      ) : null}
    </div>
  );
}
