// The slot area's face (issue 27). app.ts still wires slot's service and routes itself; until the area's
// plugin moves here, the face holds only the demo seed's way in: what seed/ writes in bulk, so it never
// imports the area's tables directly. The API itself never reads this.
import * as slotTables from './slot-tables.ts';
export const slotSeeding = { slotDefinitions: slotTables.slotDefinitions };
