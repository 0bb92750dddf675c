/**
 * Retailers, orders and direct assignments of the demo data set, as compact tables
 * (one row per line, columns separated by '|').
 */
import type { MachineKind } from './demo-data';

const table = (text: string): string[][] =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()));

const orNull = (cell: string | undefined) => (cell === undefined || cell === '-' ? null : cell);

export type RetailerSeed = {
  id: number;
  distributorId: number;
  name: string;
  shopName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  hasGst: boolean;
  status: 'ACTIVE' | 'INACTIVE';
};

/** Retailer 1 (of distributor 1) is the demo retailer account's shop. */
export const DEMO_RETAILER_ID = 1;

// id | distributor | owner | shop | email | phone | address | city | state | GSTIN? | status
const RETAILER_TABLE = `
 1|1|Mahesh Patel|Shree Ganesh Mobile|mahesh@shreeganeshmobile.in|+91 98790 12345|Shop 12, Ratnadeep Complex, CG Road, Navrangpura|Ahmedabad|Gujarat|Y|ACTIVE
 2|1|Kiran Shah|Shah Electronics|kiran.shah@shahelectronics.in|+91 98240 56781|14, Jawahar Chowk, Maninagar|Ahmedabad|Gujarat|Y|ACTIVE
 3|1|Jignesh Desai|જય અંબે કિરાણા સ્ટોર|jayambekirana@gmail.com|+91 97277 33410|Plot 88, Sector 21|Gandhinagar|Gujarat|Y|ACTIVE
 4|1|Nilesh Parmar|Parmar Medical & General Stores|parmarmedical@gmail.com|+91 99250 81234|Ground Floor, Sunrise Park, Vastrapur|Ahmedabad|Gujarat|Y|INACTIVE
 5|1|Hetal Joshi|Krishna Fashion Hub|hetal@krishnafashion.in|+91 90990 45612|23, Shyamal Cross Road, Satellite|Ahmedabad|Gujarat|N|ACTIVE
 6|2|Suresh Yadav|Yadav General Store|sureshyadav.store@gmail.com|+91 98670 22314|Shop 3, Chakala Market, Andheri East|Mumbai|Maharashtra|Y|ACTIVE
 7|2|Priya Nair|Nair Pharmacy|priya@nairpharmacy.in|+91 98193 40021|61, Ranade Road, Dadar West|Mumbai|Maharashtra|Y|ACTIVE
 8|2|Imran Shaikh|Shaikh Mobile Point|shaikhmobilepoint@gmail.com|+91 99301 77452|LBS Marg, Near Kurla Station, Kurla West|Mumbai|Maharashtra|N|ACTIVE
 9|2|Anil Kadam|Kadam Hardware & Paints|kadamhardware@gmail.com|+91 98922 16508|Gokhale Road, Naupada, Thane West|Thane|Maharashtra|Y|INACTIVE
10|3|Bhavesh Kothari|Kothari Textiles|bhavesh@kotharitextiles.in|+91 98251 90876|Shop 118, Millennium Textile Market, Ring Road|Surat|Gujarat|Y|ACTIVE
11|3|Rakesh Gajera|Gajera Kirana Bhandar|gajerakirana@gmail.com|+91 97129 64503|Hirabaug Circle, Varachha Road|Surat|Gujarat|Y|ACTIVE
12|3|Sneha Mehta|Mehta Opticals|sneha@mehtaopticals.in|+91 96240 31187|Shop 4, Star Bazaar Lane, Adajan|Surat|Gujarat|Y|ACTIVE
13|3|Dinesh Rathod|Rathod Tea Stall & Snacks|dineshrathod77@gmail.com|+91 93270 58811|Udhna Darwaja, Udhna|Surat|Gujarat|N|ACTIVE
14|4|Sachin Kulkarni|Kulkarni Sweets|orders@kulkarnisweets.in|+91 98230 44719|512, Tilak Road, Sadashiv Peth|Pune|Maharashtra|Y|ACTIVE
15|4|Pooja Deshmukh|Deshmukh Book Depot|pooja@deshmukhbooks.in|+91 97665 20938|Paud Road, Kothrud|Pune|Maharashtra|Y|ACTIVE
16|4|Amit Jadhav|Jadhav Auto Parts|jadhavautoparts@gmail.com|+91 98507 61420|Solapur Road, Hadapsar|Pune|Maharashtra|Y|INACTIVE
17|4|Vijay More|श्री साई मेडिकल|saimedical.pimpri@gmail.com|+91 99700 18265|Shop 7, Pimpri Camp Market, Pimpri|Pimpri-Chinchwad|Maharashtra|Y|ACTIVE
18|5|Rohit Gupta|Gupta Kirana Store|rohit@guptakirana.in|+91 98110 72204|I-24, Central Market, Lajpat Nagar II|Delhi|Delhi|Y|ACTIVE
19|5|Neha Arora|Arora Fashion Point|neha@arorafashion.in|+91 98999 31546|2614, Gaffar Market, Karol Bagh|Delhi|Delhi|Y|ACTIVE
20|5|Mohd Salim|Salim Mobile Repairing|salimmobile@gmail.com|+91 99587 40673|1120, Bhagirath Palace, Chandni Chowk|Delhi|Delhi|N|ACTIVE
21|5|Deepak Sharma|श्री गणेश मोबाइल|deepak@shriganeshmobile.in|+91 98736 55092|Shop 5, Vikas Marg, Laxmi Nagar|Delhi|Delhi|Y|ACTIVE
22|6|Manoj Agarwal|Agarwal Bhojnalaya|agarwalbhojnalaya@gmail.com|+91 94141 27738|84, MI Road, Near Ajmeri Gate|Jaipur|Rajasthan|Y|ACTIVE
23|6|Kavita Saini|Saini Handicrafts|kavita@sainihandicrafts.in|+91 94605 88213|311, Johari Bazaar|Jaipur|Rajasthan|Y|ACTIVE
24|6|Ramesh Meena|Meena Electricals|meenaelectricals@gmail.com|+91 98290 63517|Plot 12, Sector 7, Malviya Nagar|Jaipur|Rajasthan|Y|INACTIVE
25|7|Pankaj Jain|Jain Provision Store|pankaj@jainprovision.in|+91 98930 47126|27, Rajwada Chowk|Indore|Madhya Pradesh|Y|ACTIVE
26|7|Sunita Verma|Verma Dairy|vermadairy.indore@gmail.com|+91 97528 90314|Scheme 54, Vijay Nagar|Indore|Madhya Pradesh|Y|ACTIVE
27|7|Arjun Chouhan|Chouhan Mobile World|chouhanmobileworld@gmail.com|+91 99260 15478|9, New Palasia|Indore|Madhya Pradesh|N|ACTIVE
28|8|Harish Solanki|Solanki Stationers|solankistationers@gmail.com|+91 98980 42267|RC Dutt Road, Alkapuri|Vadodara|Gujarat|Y|INACTIVE
29|8|Falguni Trivedi|Trivedi Beauty Parlour|falguni@trivedibeauty.in|+91 97250 63319|Fatehgunj Main Road, Fatehgunj|Vadodara|Gujarat|Y|ACTIVE
30|8|Yusuf Vohra|Vohra Hardware|vohrahardware@gmail.com|+91 99099 27154|Sayajigunj, Near Railway Station|Vadodara|Gujarat|Y|ACTIVE
`;

export const RETAILERS: readonly RetailerSeed[] = table(RETAILER_TABLE).map(
  ([id, distributorId, name, shopName, email, phone, address, city, state, gst, status]) => ({
    id: Number(id),
    distributorId: Number(distributorId),
    name: name!,
    shopName: shopName!,
    email: email!,
    phone: phone!,
    address: address!,
    city: city!,
    state: state!,
    hasGst: gst === 'Y',
    status: status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  }),
);

type OrderStatus = 'PENDING' | 'APPROVED' | 'IN_PROGRESS' | 'DELIVERED' | 'CANCELLED';

export type OrderPlan = {
  daysAgo: number;
  distributorId: number;
  retailerId: number;
  providerId: 1 | 2;
  type: MachineKind;
  count: number;
  /**
   * The statuses it went through, in order, with hours after creation and a timeline note (none
   * on the creation: the server's own words, as a booking writes them).
   */
  path: { status: OrderStatus; hours: number; notes: string | null }[];
  notes: string;
};

const STEP_NOTES: Record<Exclude<OrderStatus, 'PENDING' | 'CANCELLED'>, string> = {
  APPROVED: 'Approved by admin; machines reserved',
  IN_PROGRESS: 'Dispatched via Blue Dart; out for delivery',
  DELIVERED: 'Delivered and installed at the shop',
};

// days ago | distributor | retailer | provider | type | machines | later statuses (STATUS@hours) | notes | cancel reason
const ORDER_TABLE = `
58|1| 1|1|POS     |4|APPROVED@5 IN_PROGRESS@26 DELIVERED@74 |New counters for the festive season
54|2| 6|1|SOUNDBOX|6|APPROVED@3 IN_PROGRESS@28 DELIVERED@69 |Soundboxes for UPI collections at billing desks
49|3|10|2|POS     |3|APPROVED@20 IN_PROGRESS@46 DELIVERED@96|Card acceptance for wholesale buyers
45|1| 2|2|SOUNDBOX|5|APPROVED@4 IN_PROGRESS@24 DELIVERED@50 |Replace old static QR standees
40|4|14|1|POS     |2|APPROVED@6 CANCELLED@30                |Second billing counter|Cancelled at retailer request: shop renovation
34|2| 7|2|POS     |4|APPROVED@2 IN_PROGRESS@22 DELIVERED@47 |Pharmacy chain pilot, 4 terminals
27|1| 3|1|SOUNDBOX|3|APPROVED@7 IN_PROGRESS@30              |Gujarati voice prompts requested
21|5|18|1|SOUNDBOX|4|APPROVED@5 IN_PROGRESS@27              |Deliver before the weekend market
15|2| 8|1|POS     |2|APPROVED@9                             |Android POS with printer roll stock
10|1| 1|2|POS     |3|APPROVED@4                             |Additional terminals for the new branch
 6|3|12|2|SOUNDBOX|2|CANCELLED@8                            |Soundboxes for two counters|Duplicate order; booked again by mistake
 3|4|15|1|POS     |5|                                       |School season rush; call before delivery
 2|1| 5|1|SOUNDBOX|6|                                       |Hindi voice prompts; standees needed
 1|2| 6|2|SOUNDBOX|3|                                       |Top-up for the second outlet
`;

/** About a dozen orders over the last two months, every status, mostly distributors 1 to 4. */
export const ORDER_PLANS: readonly OrderPlan[] = table(ORDER_TABLE).map(
  ([daysAgo, distributorId, retailerId, providerId, type, count, steps, notes, reason]) => ({
    daysAgo: Number(daysAgo),
    distributorId: Number(distributorId),
    retailerId: Number(retailerId),
    providerId: providerId === '2' ? 2 : 1,
    type: type === 'POS' ? 'POS' : 'SOUNDBOX',
    count: Number(count),
    path: [
      { status: 'PENDING' as const, hours: 0, notes: null },
      ...steps!
        .split(' ')
        .filter(Boolean)
        .map((step) => {
          const [status, hours] = step.split('@') as [OrderStatus, string];
          const notes =
            status === 'CANCELLED' ? reason! : STEP_NOTES[status as keyof typeof STEP_NOTES];
          return { status, hours: Number(hours), notes };
        }),
    ],
    notes: notes!,
  }),
);

export type DirectAssignmentPlan = {
  status: 'ACTIVE' | 'INACTIVE' | 'RETURNED' | 'REASSIGNED';
  distributorId: number;
  retailerId: number | null;
  providerId: 1 | 2;
  type: MachineKind;
  count: number;
  fromDaysAgo: number;
  /** Days ago (negative: in the future); null = no end date. */
  toDaysAgo: number | null;
  notes: string;
};

// status | distributor | retailer (- none) | provider | type | machines | from (days ago) | to (days ago, - none) | notes
const DIRECT_TABLE = `
ACTIVE    |3|11|1|POS     |3|30|-335|One-year rental agreement for the festive season
ACTIVE    |6| -|2|SOUNDBOX|4|12|   -|Held at the distributor warehouse for walk-in retailers
RETURNED  |2| 9|1|POS     |2|55|  20|Shop closed for renovation; devices returned
RETURNED  |7|25|2|SOUNDBOX|3|44|   9|Returned after a trial; retailer chose a POS instead
INACTIVE  |5|19|1|SOUNDBOX|2|38|   -|Paused while the merchant KYC is pending
REASSIGNED|4|15|2|POS     |2|50|  25|Moved to another outlet; devices back in stock
ACTIVE    |1| 2|2|SOUNDBOX|5|118|   -|Counter soundboxes on monthly rental
ACTIVE    |2| 7|1|POS     |3|112|   -|Pharmacy terminals on monthly rental
ACTIVE    |3|10|1|SOUNDBOX|4|105|   -|Market soundboxes on monthly rental
RETURNED  |4|14|2|SOUNDBOX|2|100|  40|Sale-season soundboxes, returned after the season
`;

/** Assignments made without an order. */
export const DIRECT_ASSIGNMENTS: readonly DirectAssignmentPlan[] = table(DIRECT_TABLE).map(
  ([status, distributorId, retailerId, providerId, type, count, from, to, notes]) => ({
    status: status as DirectAssignmentPlan['status'],
    distributorId: Number(distributorId),
    retailerId: orNull(retailerId) === null ? null : Number(retailerId),
    providerId: providerId === '2' ? 2 : 1,
    type: type === 'POS' ? 'POS' : 'SOUNDBOX',
    count: Number(count),
    fromDaysAgo: Number(from),
    toDaysAgo: orNull(to) === null ? null : Number(to),
    notes: notes!,
  }),
);
