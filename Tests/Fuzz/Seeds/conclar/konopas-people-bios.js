// KonOpas script with a people list that describes its people (written for Conbook)
var program = [{"id": "1", "title": "Panel", "date": "2022-10-15", "time": "10:00", "mins": "60", "loc": ["Room 1"],
  "people": [{"id": "p1", "name": "Ann Smith (moderator)"}, {"id": "p2"}, "p3"], "tags": ["Track:Online"], "desc": "<p>About.</p>"}];
var people = [
  {"id": "p1", "name": ["Ann", "Smith"], "sortname": "Smith Ann", "prog": ["1"], "bio": "<p>Writer &amp; editor.</p>",
   "links": {"img": "https://example.org/ann.jpg", "url": "https://ann.example", "twitter": "https://x.example/ann"}},
  {"id": "p2", "name": ["Bo", "Lee", "Dr.", "PhD"], "sortname": null, "prog": ["1"], "bio": null, "links": []},
  {"id": "p3", "name": "Cy Text", "prog": ["1"]},
  {"id": "p1", "name": ["Someone", "Else"]}, "p4", {"name": ["No", "Id"]}
];
