import { Select, Space } from 'antd';
import type { Country, VehicleType } from '@b2c/domain';
import { useVertical } from '../../shared/vertical/use-vertical.ts';

/** SPEC §2 header dropdowns, populated from the user's claims. Switching reloads the page. */
export const VerticalSwitch = () => {
  const { vertical, countries, vehicleTypes, setCountry, setVehicleType } = useVertical();
  if (!vertical) return null;
  return (
    <Space.Compact>
      <Select<Country>
        aria-label="Country"
        value={vertical.country}
        onChange={setCountry}
        options={countries.map((c) => ({ label: c, value: c }))}
        popupMatchSelectWidth={false}
        style={{ width: 78 }}
      />
      <Select<VehicleType>
        aria-label="Vehicle type"
        value={vertical.vehicleType}
        onChange={setVehicleType}
        options={vehicleTypes.map((v) => ({ label: v, value: v }))}
        popupMatchSelectWidth={false}
        style={{ width: 84 }}
      />
    </Space.Compact>
  );
};
