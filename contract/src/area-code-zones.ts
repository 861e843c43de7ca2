// Generated from Google libphonenumber's resources/timezones/map_data.txt (Apache License 2.0,
// https://github.com/google/libphonenumber, file last changed in commit 6e46509b, 2026-07-02):
// the IANA zones of each North American area code, the zones of every prefix under an area code
// merged. libphonenumber-js carries no time-zone data (docs/decisions/127-calling-hours-by-the-numbers-own-clock.md).
// Regenerate: take the lines starting with "1" and four or more digits, group by the digits 2-4.

/** Each zone with the area codes whose numbers may be in it (an area code split between zones is under each). */
const AREA_CODES_BY_ZONE: Record<string, string> = {
  'America/New_York':
    '201 202 203 207 212 215 216 219 220 223 227 229 231 234 239 240 248 252 260 267 269 ' +
    '270 272 276 283 301 302 304 305 313 315 317 321 324 326 329 330 332 336 339 347 351 ' +
    '352 363 364 380 386 401 404 407 410 412 413 419 423 434 440 443 445 448 463 470 472 ' +
    '475 478 484 502 508 513 516 517 518 540 551 561 567 570 571 574 582 585 586 603 606 ' +
    '607 609 610 614 616 617 631 640 645 646 656 667 678 680 681 686 703 704 706 716 717 ' +
    '718 724 727 728 732 734 740 743 754 757 762 765 770 771 772 774 781 786 802 803 804 ' +
    '810 812 813 814 821 826 828 835 838 839 843 845 848 850 854 856 857 859 860 862 863 ' +
    '864 865 878 904 906 908 910 912 914 917 919 929 930 934 937 941 943 947 948 954 959 ' +
    '973 978 980 984 989',
  'America/Chicago':
    '205 210 214 217 218 219 224 225 228 235 251 254 256 262 270 274 281 308 309 312 314 ' +
    '316 318 319 320 325 327 331 334 337 346 353 361 402 405 409 414 417 423 430 432 447 ' +
    '464 469 479 501 504 507 512 515 531 534 539 557 563 572 573 574 580 601 605 606 608 ' +
    '612 615 618 620 629 630 636 641 651 659 660 662 682 689 701 708 712 713 715 726 730 ' +
    '731 737 763 769 773 779 785 806 812 815 816 817 830 832 847 850 870 872 901 903 906 ' +
    '913 918 920 931 936 938 940 945 952 956 972 975 979 985',
  'America/Los_Angeles':
    '206 208 209 213 253 279 310 323 341 350 360 369 408 415 424 425 442 458 503 509 510 ' +
    '530 541 559 562 564 619 626 628 650 657 661 669 702 707 714 725 738 747 760 775 805 ' +
    '818 820 831 840 858 909 916 925 949 951 971 986',
  'America/Toronto':
    '226 249 263 289 343 354 365 367 382 416 418 437 438 450 468 514 519 548 579 581 613 ' +
    '647 683 705 742 753 807 819 867 873 905 942',
  'America/Denver':
    '208 303 307 308 385 406 435 505 541 575 605 620 701 719 720 748 775 785 801 915 928 ' +
    '970 983',
  'America/Edmonton': '250 368 403 587 780 825 867',
  'America/Vancouver': '236 250 257 604 672 778 867',
  'America/Halifax': '418 428 506 709 782 902',
  'America/Winnipeg': '204 431 474 584 807 867',
  'America/Phoenix': '480 520 602 623 928',
  'America/Puerto_Rico': '709 787 879 939',
  'America/Boise': '208 775 986',
  'America/Santo_Domingo': '809 829 849',
  'America/Jamaica': '658 876',
  'America/North_Dakota/Center': '605 701',
  'America/Regina': '306 639',
  'America/St_Johns': '709 879',
  'Pacific/Honolulu': '808 907',
  'America/Adak': '907',
  'America/Anchorage': '907',
  'America/Anguilla': '264',
  'America/Antigua': '268',
  'America/Barbados': '246',
  'America/Cayman': '345',
  'America/Dominica': '767',
  'America/Fort_Nelson': '867',
  'America/Grand_Turk': '649',
  'America/Grenada': '473',
  'America/Juneau': '907',
  'America/Lower_Princes': '721',
  'America/Montserrat': '664',
  'America/Nassau': '242',
  'America/Port_of_Spain': '868',
  'America/St_Kitts': '869',
  'America/St_Lucia': '758',
  'America/St_Thomas': '340',
  'America/St_Vincent': '784',
  'America/Tortola': '284',
  'Atlantic/Bermuda': '441',
  'Pacific/Guam': '671',
  'Pacific/Pago_Pago': '684',
  'Pacific/Saipan': '670',
};

const zonesByAreaCode = new Map<string, string[]>();
for (const [zone, codes] of Object.entries(AREA_CODES_BY_ZONE)) {
  for (const code of codes.split(' ')) {
    const zones = zonesByAreaCode.get(code);
    if (zones) zones.push(zone);
    else zonesByAreaCode.set(code, [zone]);
  }
}

/** The zones a North American number's area code lies in (empty for a number outside the plan or an area code not in the data). */
export function zonesOfAreaCode(e164: string): readonly string[] {
  return /^\+1\d{10}$/.test(e164) ? (zonesByAreaCode.get(e164.slice(2, 5)) ?? []) : [];
}

/** The number as the family types it, in E.164 when it is a North American number ("(212) 555-0134" -> "+12125550134"), else null. */
function northAmericanNumber(typed: string): string | null {
  const digits = typed.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/** "14:05" in a zone at a moment: two zones with the same clock are the same for the law's hours. */
function clockIn(zone: string, at: Date): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  } catch {
    return null;
  }
}

/**
 * Said where the family chooses her time zone, when her number's area code lies only in zones
 * whose clock differs from the one chosen (decision 127: calls keep to the law's hours where the
 * number is, too), else null. `zoneName` names a zone as the page does ("ET").
 */
export function numberZoneNote(recipientName: string, typedPhone: string, chosenZone: string, zoneName: (zone: string) => string, at: Date = new Date()): string | null {
  const e164 = northAmericanNumber(typedPhone);
  if (!e164) return null;
  const zones = zonesOfAreaCode(e164);
  const chosen = clockIn(chosenZone, at);
  if (zones.length === 0 || chosen === null || zones.some((z) => clockIn(z, at) === chosen)) return null;
  const numberZones = [...new Set(zones.map(zoneName))].join(' or ');
  const name = recipientName.trim();
  return (
    `${name ? `${name}'s number` : 'This number'} (area code ${e164.slice(2, 5)}) is on ${numberZones}, and you chose ${zoneName(chosenZone)}. ` +
    `By law, calls keep to the calling hours where the number is as well as where ${name || 'they'} ${name ? 'lives' : 'live'}, so we call only when it is daytime in both.`
  );
}
