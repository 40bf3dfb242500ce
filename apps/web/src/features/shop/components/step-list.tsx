export interface Step {
  title: string;
  text: string;
}

/** Numbered steps; the numbers come from the ordered list itself. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="shop-steps">
      {steps.map((step) => (
        <li key={step.title} className="shop-step">
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
