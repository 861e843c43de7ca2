import { useId } from 'react';

export const RATING_WORDS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Five large stars as a native radio group: arrow keys move, every star has a spoken name. */
export function StarRating({ value, onChange, label }: { value: number | null; onChange: (rating: number) => void; label: string }) {
  const name = useId();
  return (
    <fieldset className="adm-stars">
      <legend className="adm-stars__legend">{label}</legend>
      <div className="adm-stars__row">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="adm-stars__star" data-on={value !== null && n <= value}>
            <input
              type="radio"
              className="adm-stars__input"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <svg viewBox="0 0 24 24" width="44" height="44" aria-hidden="true" focusable="false">
              <path d={STAR} />
            </svg>
            <span className="fds-visually-hidden">
              {n} {n === 1 ? 'star' : 'stars'}, {RATING_WORDS[n]}
            </span>
          </label>
        ))}
      </div>
      <p className="adm-stars__words" aria-hidden="true">
        {value ? `${value} of 5: ${RATING_WORDS[value]}` : 'Choose from 1 to 5 stars'}
      </p>
    </fieldset>
  );
}
