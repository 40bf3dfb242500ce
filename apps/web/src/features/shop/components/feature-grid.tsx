import { Icon, type IconName } from './icon';

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

/** Cards of short selling points, each under an h3. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="shop-features">
      {features.map((feature) => (
        <li key={feature.title} className="shop-feature">
          <span className="shop-feature__icon">
            <Icon name={feature.icon} />
          </span>
          <h3>{feature.title}</h3>
          <p>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A plain list with check marks. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="shop-checklist">
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
