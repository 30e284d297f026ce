// The network picker of a trade form's header (swap, send): a native select whose own text names the network; on a
// phone the word "Network" stays for screen readers only.
import { css, cx } from '#styled-system/css';
import { mutedText } from '#styled-system/recipes';

export function NetworkSelect(props: {
  label: string;
  value: string;
  chains: readonly { chainId: number; slug: string; name: string }[];
  onChange: (slug: string) => void;
}) {
  return (
    <label className={css({ display: 'flex', gap: '1', alignItems: 'center', minW: '0' })}>
      <span className={cx(mutedText(), css({ srOnly: { base: true, sm: false } }))}>{props.label}</span>
      <select
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={css({
          minW: '0',
          maxW: '40vw',
          minH: { base: '11', md: '9' },
          px: '2',
          borderRadius: 'md',
          bg: 'surface',
          color: 'text',
          border: '1px solid',
          borderColor: 'border',
        })}
      >
        {props.chains.map((c) => (
          <option key={c.chainId} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}
