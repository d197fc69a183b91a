/**
 * Names the bundled GeoNames extract does not carry: Indian state names for its admin1 codes,
 * and the other names people use for Indian cities (renamings, older English spellings,
 * everyday short forms). GeoNames' `cities1000` keeps one name per place, often the older
 * one ('Mysore', 'Hubli', 'Gurgaon'), sometimes the newer one ('Mumbai', 'Chennai'); this
 * table lets either be found and shows the current one.
 */

/** GeoNames admin1 codes for India → state or union territory, under today's names. */
export const INDIAN_STATES: Readonly<Record<string, string>> = {
  '01': 'Andaman and Nicobar Islands',
  '02': 'Andhra Pradesh',
  '03': 'Assam',
  '05': 'Chandigarh',
  // 06 (Dadra and Nagar Haveli) and 32 (Daman and Diu) were merged into one territory in 2020.
  '06': 'Dadra and Nagar Haveli and Daman and Diu',
  '07': 'Delhi',
  '09': 'Gujarat',
  '10': 'Haryana',
  '11': 'Himachal Pradesh',
  '12': 'Jammu and Kashmir',
  '13': 'Kerala',
  '14': 'Lakshadweep',
  '16': 'Maharashtra',
  '17': 'Manipur',
  '18': 'Meghalaya',
  '19': 'Karnataka',
  '20': 'Nagaland',
  '21': 'Odisha',
  '22': 'Puducherry',
  '23': 'Punjab',
  '24': 'Rajasthan',
  '25': 'Tamil Nadu',
  '26': 'Tripura',
  '28': 'West Bengal',
  '29': 'Sikkim',
  '30': 'Arunachal Pradesh',
  '31': 'Mizoram',
  '32': 'Dadra and Nagar Haveli and Daman and Diu',
  '33': 'Goa',
  '34': 'Bihar',
  '35': 'Madhya Pradesh',
  '36': 'Uttar Pradesh',
  '37': 'Chhattisgarh',
  '38': 'Jharkhand',
  '39': 'Uttarakhand',
  '40': 'Telangana',
  '41': 'Ladakh',
  '52': 'Dadra and Nagar Haveli and Daman and Diu',
};

/** One Indian place and every name it goes by. */
export interface PlaceAlias {
  /** The name to show: the current official or usual English name. */
  current: string;
  /** Other names that must find it: former names, older spellings, short forms. */
  others: readonly string[];
  /** GeoNames admin1 code of its state, so a same-named place elsewhere in India is left alone. */
  state: string;
}

/**
 * Matched against the GeoNames name (diacritics folded, case ignored) of places in `state`; a
 * test checks that each entry finds exactly one place, so a typo here cannot go unnoticed.
 */
export const INDIAN_PLACE_ALIASES: readonly PlaceAlias[] = [
  // Karnataka: the 2014 renamings, and the old names still in everyday use.
  { current: 'Bengaluru', others: ['Bangalore'], state: '19' },
  { current: 'Mysuru', others: ['Mysore'], state: '19' },
  { current: 'Hubballi', others: ['Hubli', 'Hubli-Dharwad', 'Hubballi-Dharwad'], state: '19' },
  { current: 'Belagavi', others: ['Belgaum'], state: '19' },
  { current: 'Mangaluru', others: ['Mangalore'], state: '19' },
  { current: 'Shivamogga', others: ['Shimoga'], state: '19' },
  { current: 'Tumakuru', others: ['Tumkur'], state: '19' },
  { current: 'Kalaburagi', others: ['Gulbarga'], state: '19' },
  { current: 'Ballari', others: ['Bellary'], state: '19' },
  { current: 'Vijayapura', others: ['Bijapur'], state: '19' },
  { current: 'Hosapete', others: ['Hospet'], state: '19' },
  { current: 'Chikkamagaluru', others: ['Chikmagalur'], state: '19' },
  { current: 'Davanagere', others: ['Davangere'], state: '19' },
  { current: 'Chamarajanagar', others: ['Chamrajnagar'], state: '19' },
  { current: 'Chikkaballapur', others: ['Chik Ballapur', 'Chikballapur'], state: '19' },
  { current: 'Doddaballapur', others: ['Dod Ballapur'], state: '19' },
  // Metros and other well-known renamings.
  { current: 'Mumbai', others: ['Bombay'], state: '16' },
  { current: 'Chennai', others: ['Madras'], state: '25' },
  { current: 'Kolkata', others: ['Calcutta'], state: '28' },
  { current: 'Pune', others: ['Poona'], state: '16' },
  { current: 'Thiruvananthapuram', others: ['Trivandrum'], state: '13' },
  { current: 'Kochi', others: ['Cochin', 'Ernakulam'], state: '13' },
  { current: 'Kozhikode', others: ['Calicut'], state: '13' },
  { current: 'Thrissur', others: ['Trichur'], state: '13' },
  { current: 'Kollam', others: ['Quilon'], state: '13' },
  { current: 'Alappuzha', others: ['Alleppey'], state: '13' },
  { current: 'Kannur', others: ['Cannanore'], state: '13' },
  { current: 'Palakkad', others: ['Palghat'], state: '13' },
  { current: 'Gurugram', others: ['Gurgaon'], state: '10' },
  { current: 'Vadodara', others: ['Baroda'], state: '09' },
  { current: 'Varanasi', others: ['Benares', 'Banaras', 'Kashi'], state: '36' },
  { current: 'Prayagraj', others: ['Allahabad'], state: '36' },
  { current: 'Kanpur', others: ['Cawnpore'], state: '36' },
  // English names far from the city's own ('लखनऊ' Lakhnau, 'கோயம்புத்தூர்' Koyamputhur): written here
  // so a name typed in its script, matched by its sound, finds them.
  { current: 'Lucknow', others: ['Lakhnau'], state: '36' },
  { current: 'Coimbatore', others: ['Koyamputhur', 'Kovai'], state: '25' },
  { current: 'Shimla', others: ['Simla'], state: '11' },
  { current: 'Puducherry', others: ['Pondicherry', 'Pondy'], state: '22' },
  { current: 'Udhagamandalam', others: ['Ooty', 'Ootacamund'], state: '25' },
  { current: 'Thanjavur', others: ['Tanjore'], state: '25' },
  { current: 'Tiruchirappalli', others: ['Trichy', 'Trichinopoly'], state: '25' },
  { current: 'Thoothukudi', others: ['Tuticorin'], state: '25' },
  { current: 'Kanchipuram', others: ['Kancheepuram', 'Conjeevaram'], state: '25' },
  { current: 'Guwahati', others: ['Gauhati'], state: '03' },
  { current: 'Visakhapatnam', others: ['Vizag', 'Vishakhapatnam', 'Waltair'], state: '02' },
  { current: 'Kakinada', others: ['Cocanada'], state: '02' },
  { current: 'Machilipatnam', others: ['Masulipatnam'], state: '02' },
  { current: 'Rajamahendravaram', others: ['Rajahmundry'], state: '02' },
  { current: 'Jabalpur', others: ['Jubbulpore'], state: '35' },
  { current: 'Sagar', others: ['Saugor'], state: '35' },
  { current: 'Bhubaneswar', others: ['Bhubaneshwar'], state: '21' },
  { current: 'Rourkela', others: ['Raurkela'], state: '21' },
  { current: 'Howrah', others: ['Haora'], state: '28' },
  { current: 'Bardhaman', others: ['Barddhaman', 'Burdwan'], state: '28' },
  { current: 'Medinipur', others: ['Midnapore'], state: '28' },
  { current: 'Dehradun', others: ['Dehra Dun'], state: '39' },
  { current: 'Margao', others: ['Madgaon'], state: '33' },
  { current: 'Panaji', others: ['Panjim'], state: '33' },
  { current: 'Solapur', others: ['Sholapur'], state: '16' },
  { current: 'Nashik', others: ['Nasik'], state: '16' },
  // Renamed in 2023-24 but still known by the older name, which stays the one shown: an
  // exact name outranks another name, and Bihar has its own, smaller Aurangabad.
  { current: 'Aurangabad', others: ['Chhatrapati Sambhajinagar', 'Sambhajinagar'], state: '16' },
  { current: 'Osmanabad', others: ['Dharashiv'], state: '16' },
  { current: 'Ahmednagar', others: ['Ahmadnagar', 'Ahilyanagar'], state: '16' },
  { current: 'Jalandhar', others: ['Jullundur'], state: '23' },
];
