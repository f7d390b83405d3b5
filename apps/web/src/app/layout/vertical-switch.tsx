import { Button, Dropdown, Flex } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useVertical } from '../../shared/vertical/use-vertical.ts';

interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}

/**
 * A menu button: Enter or Space opens it, arrows move, Enter picks. A menu rather than a Select keeps
 * the select and form machinery out of the shell's chunk; screens load it when they need it.
 */
const Choice = <T extends string>({ label, value, options, onChange }: ChoiceProps<T>) => (
  <Dropdown
    trigger={['click']}
    menu={{
      items: options.map((o) => ({ key: o, label: o })),
      selectable: true,
      selectedKeys: [value],
      onClick: ({ key }) => {
        const picked = options.find((o) => o === key);
        if (picked) onChange(picked);
      },
    }}
  >
    <Button aria-label={`${label}: ${value}`} aria-haspopup="menu" disabled={options.length < 2}>
      {value} <DownOutlined />
    </Button>
  </Dropdown>
);

/** SPEC §2 header dropdowns, populated from the user's claims. Switching reloads the page. */
export const VerticalSwitch = () => {
  const { vertical, countries, vehicleTypes, setCountry, setVehicleType } = useVertical();
  if (!vertical) return null;
  return (
    <Flex gap={4}>
      <Choice label="Country" value={vertical.country} options={countries} onChange={setCountry} />
      <Choice label="Vehicle type" value={vertical.vehicleType} options={vehicleTypes} onChange={setVehicleType} />
    </Flex>
  );
};
