import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { placeScreens } from './screens';
import { PlaceChain } from './place-chain';

const kebeles = placeScreens.find((s) => s.key === 'kebeles');
const woredaId = kebeles?.fields.find((f) => f.name === 'woredaId');

describe("a place's parent", () => {
  it('reads with the places above it, so places of the same name can be told apart', () => {
    expect(kebeles?.includes).toContain('ancestors');
    if (!woredaId) throw new Error('kebeles declare no woredaId');
    // The generic field value shows it through the screen's own display.
    expect(woredaId.display).toBe(PlaceChain);
    const record = {
      id: 7,
      woredaId: 3,
      woreda: { id: 3, name: 'Woreda 02' },
      ancestors: {
        region: { id: 1, name: 'Oromia' },
        zone: { id: 2, name: 'Arsi' },
        woreda: { id: 3, name: 'Woreda 02' },
      },
    };
    render(<PlaceChain field={woredaId} record={record} />);
    expect(screen.getByText('Woreda 02, Arsi, Oromia')).toBeTruthy();
  });

  it('falls back to the parent’s name, then to a dash', () => {
    if (!woredaId) throw new Error('kebeles declare no woredaId');
    const { container, rerender } = render(
      <PlaceChain field={woredaId} record={{ id: 7, woreda: { id: 3, name: 'Woreda 02' } }} />,
    );
    expect(container.textContent).toBe('Woreda 02');
    rerender(<PlaceChain field={woredaId} record={{ id: 7, woreda: null }} />);
    expect(container.textContent).toBe('—');
  });
});
