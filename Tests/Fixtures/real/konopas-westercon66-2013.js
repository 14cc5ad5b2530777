prog = [
   {
      "time" : "12:00",
      "floor" : "Ground",
      "room" : "Brandywine",
      "tags" : [
         "other"
      ],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-04",
      "precis" : "Art Show - Today’s hours are: 12pm to 6pm.  Bids may be placed throughout the day.  Please see the Art Show summary for bid and buying rules.",
      "id" : "001",
      "title" : "Art Show"
   },
   {
      "time" : "12:00",
      "floor" : "Ground",
      "room" : "Grand Ballroom",
      "tags" : [],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-04",
      "precis" : "Dealers Room - Today’s hours are 12:00pm to 6:00pm.",
      "id" : "005",
      "title" : "Dealer’s Room"
   },
   {
      "time" : "14:00",
      "floor" : "Ground",
      "room" : "Chardonnay",
      "tags" : [],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-04",
      "precis" : "The Gaming Room will be open all weekend.  Please double check the schedule at the door for special announcements and more detailed information.",
      "id" : "009",
      "title" : "Gaming"
   },
   {
      "time" : "14:00",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Ben Yalow",
            "id" : "0393"
         },
         {
            "name" : "Chris Burgess",
            "id" : "2436"
         },
         {
            "name" : "Christine Brockway",
            "id" : "2446"
         },
         {
            "name" : "Jean Marie Stine",
            "id" : "2466"
         },
         {
            "name" : "Sally Woehrle",
            "id" : "2457"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "Sheldon (The Big Bang Theory), Tony Stark (Iron Man), Abby (NCIS)<br>Geeks are becoming popular heroes to society at large.  Are these good representations of geekdom, or just Hollywood stereotyping?",
      "id" : "1069",
      "title" : "Can Fandom Break Free of the Geek Social Fallacies"
   },
   {
      "time" : "14:00",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Bjo Trimble",
            "id" : "0217"
         },
         {
            "name" : "Chuck Serface",
            "id" : "2456"
         },
         {
            "name" : "J.E. Ellis",
            "id" : "2392"
         },
         {
            "name" : "John Trimble",
            "id" : "0218"
         },
         {
            "name" : "Kent Bloom",
            "id" : "0715"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "Striving for the perfect period piece can drive a person mad.  Is there a time when anachronism actually serves a purpose?  How do you decide what's an acceptable level?  How do you deal with “costume nazis”?",
      "id" : "1072",
      "title" : "To Be or Not To Be... Anachronistic"
   },
   {
      "time" : "15:15",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Chris Burgess",
            "id" : "2436"
         },
         {
            "name" : "Erika Ensign",
            "id" : "2475"
         },
         {
            "name" : "Stephen Nelson",
            "id" : "0583"
         },
         {
            "name" : "Steve Libbey",
            "id" : "2402"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "With all of those podcasts out there, how do you find one that you like?  Once you find one, how do you keep it in your queue without having to go through lots of steps?  Learn this and more from our experts.",
      "id" : "2003",
      "title" : "Finding & Listening to Podcasts"
   },
   {
      "time" : "15:15",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "David Gerrold",
            "id" : "0073"
         },
         {
            "name" : "Eileen Rendahl",
            "id" : "2467"
         },
         {
            "name" : "Howard (howeird) Stateman",
            "id" : "2442"
         },
         {
            "name" : "Steven Schapansky",
            "id" : "2435"
         },
         {
            "name" : "Warren Frey",
            "id" : "2434"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "Whether in print or on screen, comedy has often played a large part in SF/F.  Think about The Hitchhiker’s Guide, or Red Dwarf or Discworld.  Or about The Trouble with Tribbles and Red Shirts: A Novel with Three Codas.  A single scene, a single episode, an entire series - it’s all been done.  Join our panelists as they talk about their favorites and how they use comedy into their own works.",
      "id" : "2019",
      "title" : "Comedy in SF/F"
   },
   {
      "time" : "15:15",
      "floor" : "Second Floor",
      "room" : "Eureka (219)",
      "tags" : [],
      "mins" : 120,
      "people" : [
         {
            "name" : "Jeff Sturgeon",
            "id" : "2465"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "BRING 5-8 pieces from your portfolio for review by professional artist, Jeff Sturgeon.  Originals or digital work may be brought.  Sign up in advance at Program Operations.",
      "id" : "2053",
      "title" : "Portfolio Critique by Jeff Sturgeon"
   },
   {
      "time" : "16:30",
      "floor" : "Ground",
      "room" : "Brandywine",
      "tags" : [
         "other"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "John Hertz",
            "id" : "0249"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "Join artists and fans as they lead a tour of the Art Show.  Meet outside of the Art Show, Brandywine.",
      "id" : "573a",
      "title" : "Docent Led Art Show Tour"
   },
   {
      "time" : "16:30",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [
         "workshop"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Kay Tracy",
            "id" : "0215"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "Your mission, should you choose to accept it, is to obtain and bring with you:<br>1 pair of NEW flipflops (your size)<br>4 squares (or more) of felt, any color<br>Glue gun and glue if you have it<br>pair of scissors<br><br>With these, you can create a pair of expedient footwear!  If you have a particular design in mind, draw it out and consider the colors you want.  Bring the felt in those colors and we will help with making a basic pattern and assembling the bits into footwear.  We will go over both low-topped and high-topped shoe styles.  We will also cover basics about working with leather for shoes and getting a good fit for comfort.  Limited kits will be available for purchase for $5.",
      "id" : "801",
      "title" : "Baby needs a new pair of shoes!"
   },
   {
      "time" : "16:30",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [],
      "mins" : 60,
      "people" : [
         {
            "name" : "Cliff Winnig",
            "id" : "2462"
         },
         {
            "name" : "Kelley Eskridge",
            "id" : "2433"
         },
         {
            "name" : "Mark W. Tiedemann",
            "id" : "1125"
         },
         {
            "name" : "Maurine “Mo” Starkey",
            "id" : "1970"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "Our panelists will discuss how to make the transition to life as a professional.  Bring your questions and go home with answers.",
      "id" : "1057",
      "title" : "Becoming a Professional Writer or Artist"
   },
   {
      "time" : "16:30",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Frederick J. Mayer",
            "id" : "2468"
         },
         {
            "name" : "Howard (howeird) Stateman",
            "id" : "2442"
         },
         {
            "name" : "Lynn Gold",
            "id" : "0324"
         },
         {
            "name" : "M. Todd Gallowglas",
            "id" : "2405"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "You want every show to be unforgettable - in the right way.  Our panelists will discuss the major and minor aspects of taking care of your performers so that they can put on the best show possible.",
      "id" : "2017",
      "title" : "Care & Feeding of Performers"
   },
   {
      "time" : "16:30",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [],
      "mins" : 60,
      "people" : [
         {
            "name" : "Ben Yalow",
            "id" : "0393"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "Interested in what’s going to happen at Future Westercons?  <br>Join the folks from Westercon 67 in Utah, and bids for Westercon 68 (San Diego) and future events to learn about their plans and ask additional questions.<br>Remember that Site Selection voting will close on Friday July 5th at 7pm.  This is your last chance to hear it first.",
      "id" : "2042",
      "title" : "Fannish Inquisition:  Westercon"
   },
   {
      "time" : "17:45",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Christine Brockway",
            "id" : "2446"
         },
         {
            "name" : "Kevin Roche",
            "id" : "0176"
         },
         {
            "name" : "Lisa Satterlund",
            "id" : "2459"
         },
         {
            "name" : "Philip Gust",
            "id" : "0086"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "Whether you’re entering or just going to watch, come join our experts as they explain the process for solo and group entries, including how to enter, dealing with sound and lighting and enjoy your experience.  No costume required!<br>See also  “Presentation and Stage Movement” on Friday and “Costume Photography/Videography” on Saturday.",
      "id" : "039",
      "title" : "Performing in a Masquerade"
   },
   {
      "time" : "17:45",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Andy Trembley",
            "id" : "0216"
         },
         {
            "name" : "Debbie Bretschneider",
            "id" : "2267"
         },
         {
            "name" : "Jonnalyhn Wolfcat",
            "id" : "2453"
         },
         {
            "name" : "Kathe Gust",
            "id" : "0085"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "Fannish hair for everyone!  Whether you wear an exotic hairdo on a regular basis and need to tone it down for everyday wear or want to make your hum-drum everyday hair look more fannish, then this is the panel for you.",
      "id" : "1066",
      "title" : "Hair for Fans"
   },
   {
      "time" : "17:45",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [
         "author reading"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Kelley Eskridge",
            "id" : "2433"
         },
         {
            "name" : "Nicola Griffith",
            "id" : "2432"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "Hear how it's supposed to sound as Nicola Griffith and Kelley Eskridge, Guests of Honor, will read selections.",
      "id" : "2074",
      "title" : "Reading:  Nicola & Kelley"
   },
   {
      "time" : "17:45",
      "floor" : "Ground - Back Hall",
      "room" : "Boardroom",
      "tags" : [
         "author reading"
      ],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-04",
      "precis" : "Join many of our newest authors for an “open mike” reading session.  Please sign up at the Info Desk or in Program Operations.",
      "id" : "2090c",
      "title" : "Open Readings"
   },
   {
      "time" : "18:00",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "other"
      ],
      "mins" : 120,
      "people" : [
         {
            "name" : "Christopher Garcia",
            "id" : "0071"
         },
         {
            "name" : "Eric Larson",
            "id" : "2021"
         },
         {
            "name" : "Glenn Glazer",
            "id" : "2441"
         },
         {
            "name" : "Howard (howeird) Stateman",
            "id" : "2442"
         },
         {
            "name" : "Kevin Standlee",
            "id" : "0205"
         },
         {
            "name" : "Leigh Ann Hildebrand",
            "id" : "0591"
         },
         {
            "name" : "Lisa Hayes",
            "id" : "2162"
         },
         {
            "name" : "Maurine “Mo” Starkey",
            "id" : "1970"
         },
         {
            "name" : "Ric Bretschneider",
            "id" : "2308"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "Match Game!  Get ready to match the stars in this science fiction-themed version of the classic 1970s game show.  Contestants vie to guess how our panel will answer fill-in-the-blank questions like “Captain Kirk has the biggest ___ in Starfleet!”  Contestants will be selected from the audience.  There will be prizes for all contestants.",
      "id" : "132",
      "title" : "Match Game SF"
   },
   {
      "time" : "19:00",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Bjo Trimble",
            "id" : "0217"
         },
         {
            "name" : "Kevin Roche",
            "id" : "0176"
         },
         {
            "name" : "Lance Moore",
            "id" : "0146"
         },
         {
            "name" : "Tory Parker",
            "id" : "0164"
         },
         {
            "name" : "Val Ontell",
            "id" : "2451"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "Is wearing a skin-baring costume an invitation to attention?  What is the limit of \"socially awkward\" versus harassment?  How do you clearly communicate \"leave me alone\" without causing a scene; or is a scene appropriate?  What can conventions do to create a safe place for all members?<br>These and other questions will be considered by our panel.",
      "id" : "1068",
      "title" : "Why “NO” means No!"
   },
   {
      "time" : "19:00",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [],
      "mins" : 60,
      "people" : [
         {
            "name" : "Cliff Winnig",
            "id" : "2462"
         },
         {
            "name" : "Eileen Rendahl",
            "id" : "2467"
         },
         {
            "name" : "Karen Sandler",
            "id" : "2452"
         },
         {
            "name" : "Rebecca Inch-Partridge",
            "id" : "0100"
         },
         {
            "name" : "Valerie Frankel",
            "id" : "0064"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "As an aspiring author or artist you have many options to improve your craft.  Our panelists discuss the benefits and challenges of various options to expand your skills.",
      "id" : "2030",
      "title" : "Developing the Craft:  Workshops, MFA, Books"
   },
   {
      "time" : "19:00",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "John Hertz",
            "id" : "0249"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "Nothing like the Moonraker came for two more years; even then the R-7 and Atlas couldn’t burn hydrogen – fluorine.  At Boskone 50 our discussion flamed with inquiry whether this story is s-f.  What about the craftsmanship?  What about the denouement of Gala Brand?",
      "id" : "2104",
      "title" : "Classic Literature 1: Moonraker"
   },
   {
      "time" : "20:30",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "other"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Alison Stern",
            "id" : "2469"
         },
         {
            "name" : "Allison Hershey",
            "id" : "2464"
         },
         {
            "name" : "Andy Stewart",
            "id" : "2484"
         },
         {
            "name" : "Andy Trembley",
            "id" : "0216"
         },
         {
            "name" : "Arlin Robins",
            "id" : "0173"
         },
         {
            "name" : "Ben Yalow",
            "id" : "0393"
         },
         {
            "name" : "Beth Zuckerman",
            "id" : "2460"
         },
         {
            "name" : "Bjo Trimble",
            "id" : "0217"
         },
         {
            "name" : "Bryan Little",
            "id" : "2271"
         },
         {
            "name" : "Chris Burgess",
            "id" : "2436"
         },
         {
            "name" : "Chris O’Halloran",
            "id" : "2074"
         },
         {
            "name" : "Christine Brockway",
            "id" : "2446"
         },
         {
            "name" : "Christine Doyle",
            "id" : "0048"
         },
         {
            "name" : "Christopher Garcia",
            "id" : "0071"
         },
         {
            "name" : "Chuck Serface",
            "id" : "2456"
         },
         {
            "name" : "Cliff Winnig",
            "id" : "2462"
         },
         {
            "name" : "David Gerrold",
            "id" : "0073"
         },
         {
            "name" : "David Maxine",
            "id" : "1643"
         },
         {
            "name" : "Debbie Bretschneider",
            "id" : "2267"
         },
         {
            "name" : "Ed Wilson",
            "id" : "2455"
         },
         {
            "name" : "Eileen Rendahl",
            "id" : "2467"
         },
         {
            "name" : "Eric Shanower",
            "id" : "1759"
         },
         {
            "name" : "Erika Ensign",
            "id" : "2475"
         },
         {
            "name" : "Frederick J. Mayer",
            "id" : "2468"
         },
         {
            "name" : "Glenn Glazer",
            "id" : "2441"
         },
         {
            "name" : "Howard (howeird) Stateman",
            "id" : "2442"
         },
         {
            "name" : "Howard Hendrix",
            "id" : "0093"
         },
         {
            "name" : "J.E. Ellis",
            "id" : "2392"
         },
         {
            "name" : "Jacqueline Lichtenberg",
            "id" : "1618"
         },
         {
            "name" : "James Stanley Daugherty",
            "id" : "0040"
         },
         {
            "name" : "Jean Marie Stine",
            "id" : "2466"
         },
         {
            "name" : "Jeff Sturgeon",
            "id" : "2465"
         },
         {
            "name" : "John O’Halloran",
            "id" : "0266"
         },
         {
            "name" : "John Trimble",
            "id" : "0218"
         },
         {
            "name" : "Jonnalyhn Wolfcat",
            "id" : "2453"
         },
         {
            "name" : "Jordin Kare",
            "id" : "0348"
         },
         {
            "name" : "Julie Zetterberg",
            "id" : "2470"
         },
         {
            "name" : "Karen Sandler",
            "id" : "2452"
         },
         {
            "name" : "Kathe Gust",
            "id" : "0085"
         },
         {
            "name" : "Katrina Griffiths",
            "id" : "2474"
         },
         {
            "name" : "Kay Pannell",
            "id" : "0163"
         },
         {
            "name" : "Kay Tracy",
            "id" : "0215"
         },
         {
            "name" : "Kelley Eskridge",
            "id" : "2433"
         },
         {
            "name" : "Kent Bloom",
            "id" : "0715"
         },
         {
            "name" : "Kevin Roche",
            "id" : "0176"
         },
         {
            "name" : "Kevin Standlee",
            "id" : "0205"
         },
         {
            "name" : "Kim Stanley Robinson",
            "id" : "0175"
         },
         {
            "name" : "Lance Moore",
            "id" : "0146"
         },
         {
            "name" : "Lauren Stowell",
            "id" : "2440"
         },
         {
            "name" : "Leigh Ann Hildebrand",
            "id" : "0591"
         },
         {
            "name" : "Lisa Satterlund",
            "id" : "2459"
         },
         {
            "name" : "M. Todd Gallowglas",
            "id" : "2405"
         },
         {
            "name" : "Mark W. Tiedemann",
            "id" : "1125"
         },
         {
            "name" : "Marty Halpern",
            "id" : "0088"
         },
         {
            "name" : "Matt Branstad",
            "id" : "1994"
         },
         {
            "name" : "Maurine “Mo” Starkey",
            "id" : "1970"
         },
         {
            "name" : "Maya Kaathryn Bohnhoff",
            "id" : "0016"
         },
         {
            "name" : "Mel Siermaczeski",
            "id" : "2476"
         },
         {
            "name" : "Meredith Branstad",
            "id" : "2410"
         },
         {
            "name" : "Mette Hedin",
            "id" : "2268"
         },
         {
            "name" : "Nicola Griffith",
            "id" : "2432"
         },
         {
            "name" : "Philip Gust",
            "id" : "0086"
         },
         {
            "name" : "Phyllis Kalbach",
            "id" : "2448"
         },
         {
            "name" : "Rebecca Inch-Partridge",
            "id" : "0100"
         },
         {
            "name" : "Ric Bretschneider",
            "id" : "2308"
         },
         {
            "name" : "Sally Woehrle",
            "id" : "2457"
         },
         {
            "name" : "Sandra Manning",
            "id" : "2444"
         },
         {
            "name" : "Stephen Nelson",
            "id" : "0583"
         },
         {
            "name" : "Steve Libbey",
            "id" : "2402"
         },
         {
            "name" : "Steven Schapansky",
            "id" : "2435"
         },
         {
            "name" : "Tory Parker",
            "id" : "0164"
         },
         {
            "name" : "Val Ontell",
            "id" : "2451"
         },
         {
            "name" : "Valerie Frankel",
            "id" : "0064"
         },
         {
            "name" : "Warren Frey",
            "id" : "2434"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "Join our Guests of Honor and other participants for an opening reception.  Stay for the fireworks from Cal Expo.",
      "id" : "040",
      "title" : "Opening Ceremonies/Meet the Guests/Fireworks"
   },
   {
      "time" : "22:00",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [],
      "mins" : 60,
      "people" : [
         {
            "name" : "Chris Burgess",
            "id" : "2436"
         },
         {
            "name" : "Steven Schapansky",
            "id" : "2435"
         },
         {
            "name" : "Warren Frey",
            "id" : "2434"
         }
      ],
      "day" : "2013-07-04",
      "precis" : "Join the Radio Free Skaro team for an episode of Doctor Who as you've never seen it before.  Radio Free Skaro will provide live and unscripted commentary as we watch a classic episode of the Doctor.<br>Caution: may contain language some may find offensive.<br>Double Caution: may irreversibly change how you see the Doctor.",
      "id" : "2040",
      "title" : "RFS does MST3K"
   },
   {
      "time" : "10:00",
      "floor" : "Ground",
      "room" : "Brandywine",
      "tags" : [
         "other"
      ],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-05",
      "precis" : "Art Show - Today’s hours are:  10am to 6pm.  Bids may be placed throughout the day.  Please see the Art Show summary for bid and buying rules.",
      "id" : "002",
      "title" : "Art Show"
   },
   {
      "time" : "10:00",
      "floor" : "Ground",
      "room" : "Grand Ballroom",
      "tags" : [],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-05",
      "precis" : "Dealer’s Room - Today’s hours are 10:00am - 6:00pm",
      "id" : "006",
      "title" : "Dealer’s Room"
   },
   {
      "time" : "10:00",
      "floor" : "Ground - Back Hall",
      "room" : "Napa",
      "tags" : [
         "other"
      ],
      "mins" : 0,
      "people" : [],
      "day" : "2013-07-05",
      "precis" : "Welcome to Family Friendly Programming!  You will see a variety of items as you read through the panels which are aimed at our younger members and their parents.  <br>Please note that our schedule does not completely match that of the other panels.<br>We will be open until 6 pm tonight.",
      "id" : "011a",
      "title" : "Family Friendly"
   },
   {
      "time" : "10:00",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "J.E. Ellis",
            "id" : "2392"
         },
         {
            "name" : "Jean Marie Stine",
            "id" : "2466"
         },
         {
            "name" : "Richard Hescox",
            "id" : "0340"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "They say a picture is worth a thousand words.  Cover Art has changed tremendously over the decades, from simple line drawings to full color pieces to all digital works.  Our experts talk about this evolution and how it helps to sell the book.",
      "id" : "1053",
      "title" : "Evolution of Cover Art"
   },
   {
      "time" : "10:00",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Christine Brockway",
            "id" : "2446"
         },
         {
            "name" : "Kathe Gust",
            "id" : "0085"
         },
         {
            "name" : "Sandra Manning",
            "id" : "2444"
         },
         {
            "name" : "Stephen Nelson",
            "id" : "0583"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Want to learn how to hide in plain sight?  Our team of expert costumers will share their knowledge of techniques to change your appearance.",
      "id" : "1064",
      "title" : "Disguises:  What Every Agent 66 Needs to Know"
   },
   {
      "time" : "10:00",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Brad Lyau",
            "id" : "0123"
         },
         {
            "name" : "Chuck Serface",
            "id" : "2456"
         },
         {
            "name" : "Frederick J. Mayer",
            "id" : "2468"
         },
         {
            "name" : "Rebecca Inch-Partridge",
            "id" : "0100"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "California, with it's diversity of cultures and landscapes, has a lot to offer as a story setting.  What are the opportunities and limitations of setting your story in the Golden State?  What are the some of the most interesting stories set in California.",
      "id" : "2020",
      "title" : "California as a setting for Speculative Fiction"
   },
   {
      "time" : "10:00",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [
         "author reading"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Nicola Griffith",
            "id" : "2432"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Guest of Honor Nicola Griffith will read some of her favorite selections from her work.",
      "id" : "2072",
      "title" : "Reading:  Nicola Griffith"
   },
   {
      "time" : "11:14",
      "floor" : "Ground - Back Hall",
      "room" : "Boardroom",
      "tags" : [
         "author reading"
      ],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-05",
      "precis" : "Join many of our newest authors for an “open mike” reading session.  Please sign up at the Info Desk or in Program Operations.",
      "id" : "2090a",
      "title" : "Open Readings"
   },
   {
      "time" : "11:15",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Jeremy Tavan",
            "id" : "2318"
         },
         {
            "name" : "Maurine “Mo” Starkey",
            "id" : "1970"
         },
         {
            "name" : "Maya Kaathryn Bohnhoff",
            "id" : "0016"
         },
         {
            "name" : "Tony Barajas",
            "id" : "0720"
         },
         {
            "name" : "Tory Parker",
            "id" : "0164"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Whether in film, on stage, in print or in art, we’ve all seen fight scenes that work well and those that flop.  Our panelists have experiences ranging from modern military to renaissance martial arts.  See how they put that fight together.",
      "id" : "192",
      "title" : "Fight Scenes for Writers and Artists"
   },
   {
      "time" : "11:15",
      "floor" : "Ground",
      "room" : "Brandywine",
      "tags" : [
         "other"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Ctein",
            "id" : "0038"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Join artists and fans as they lead a tour of the Art Show.  Meet outside of the Art Show, Brandywine.",
      "id" : "573b",
      "title" : "Docent Led Art Show Tour"
   },
   {
      "time" : "11:15",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Alison Stern",
            "id" : "2469"
         },
         {
            "name" : "Bjo Trimble",
            "id" : "0217"
         },
         {
            "name" : "Christine Brockway",
            "id" : "2446"
         },
         {
            "name" : "Jonnalyhn Wolfcat",
            "id" : "2453"
         },
         {
            "name" : "Sandra Manning",
            "id" : "2444"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Need that last minute costume?  Listen as our experts discuss how to put different items from your closet and around the house together for that photogenic look.  Have a bit more time?  Learn what you can find at  your local thrift shop.",
      "id" : "597",
      "title" : "Costuming from your Closet"
   },
   {
      "time" : "11:15",
      "floor" : "Ground - Back Hall",
      "room" : "Sonoma",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Jean Marie Stine",
            "id" : "2466"
         },
         {
            "name" : "Karen Sandler",
            "id" : "2452"
         },
         {
            "name" : "M. Todd Gallowglas",
            "id" : "2405"
         },
         {
            "name" : "Marty Halpern",
            "id" : "0088"
         },
         {
            "name" : "Valerie Frankel",
            "id" : "0064"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Self-publishing allows the author to retain total creative control, but means they forgo the benefits of being with a major label.  Our panel discusses the benefits and drawbacks of self-publishing and how to compensate for not having an editor and publishing house.",
      "id" : "2021",
      "title" : "The Pain & Joy of Self Publishing"
   },
   {
      "time" : "11:15",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [
         "workshop"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Bryan Little",
            "id" : "2271"
         },
         {
            "name" : "Mette Hedin",
            "id" : "2268"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Join Mette & Bryan as they show how to make 1 and 2 part silicon molds to create small resin-cast items.  Pins, buckles, bling -- all are possible using these techniques.",
      "id" : "2038",
      "title" : "Making Molded Pieces"
   },
   {
      "time" : "11:15",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [
         "author reading"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Kelley Eskridge",
            "id" : "2433"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Guest of Honor Kelley Eskridge will read some of her favorite selections from her work.",
      "id" : "2073",
      "title" : "Reading:  Kelley Eskridge"
   },
   {
      "time" : "11:15",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Chris Burgess",
            "id" : "2436"
         },
         {
            "name" : "Erika Ensign",
            "id" : "2475"
         },
         {
            "name" : "Katrina Griffiths",
            "id" : "2474"
         },
         {
            "name" : "Steven Schapansky",
            "id" : "2435"
         },
         {
            "name" : "Warren Frey",
            "id" : "2434"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Do the writers, producers and actors in Doctor Who (or any other genre show) read the fan boards, take the FanFic as “canon” and otherwise use that information as they move forward in the show?  Or do they try to stay “untainted” from it all?  Which is better?",
      "id" : "2088",
      "title" : "Fan Community Input"
   },
   {
      "time" : "12:30",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Bjo Trimble",
            "id" : "0217"
         },
         {
            "name" : "Julie Zetterberg",
            "id" : "2470"
         },
         {
            "name" : "Sandra Manning",
            "id" : "2444"
         },
         {
            "name" : "Tory Parker",
            "id" : "0164"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Want to make your Masquerade presentation even better?  What about impressing everyone with your Hall Costume?  Whether on a stage or just in the aisle, come join us and  get some pointers.<br>See also  “Performing in a Masquerade” on Thursday and “Costume Photography/Videography” on Saturday.",
      "id" : "397",
      "title" : "Presentation & Stage Movement"
   },
   {
      "time" : "12:30",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Rebecca Inch-Partridge",
            "id" : "0100"
         },
         {
            "name" : "Stephen Nelson",
            "id" : "0583"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "From SETI to protein folding games to Christmas bird counts, scientists make use of the power of the masses for data collection and analysis.  Our panelists will discuss how crowdsourcing works and what impact this may have on the design of research protocols.",
      "id" : "1062",
      "title" : "Crowdsourcing Science"
   },
   {
      "time" : "12:30",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "David Maxine",
            "id" : "1643"
         },
         {
            "name" : "John Trimble",
            "id" : "0218"
         },
         {
            "name" : "Kent Bloom",
            "id" : "0715"
         },
         {
            "name" : "Val Ontell",
            "id" : "2451"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "The best conventions appear to run seamlessly while others turn into a multi-day train wreck.  Our panelists will discuss what makes a convention work and the problems that can arise and how to fix them.",
      "id" : "2002",
      "title" : "Running a Convention"
   },
   {
      "time" : "12:30",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Alison Stern",
            "id" : "2469"
         },
         {
            "name" : "Erika Ensign",
            "id" : "2475"
         },
         {
            "name" : "Kay Pannell",
            "id" : "0163"
         },
         {
            "name" : "Maurine “Mo” Starkey",
            "id" : "1970"
         },
         {
            "name" : "Mel Siermaczeski",
            "id" : "2476"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Do women and men have a different expectation for the games they play?  Do women bring a different gaming sensibility to game design and game play?  Are there hurdles that women have to overcome or advantages that they have in gaming and the gaming industry?",
      "id" : "2004",
      "title" : "Women in Gaming"
   },
   {
      "time" : "12:30",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [],
      "mins" : 60,
      "people" : [
         {
            "name" : "Eric Shanower",
            "id" : "1759"
         },
         {
            "name" : "Steve Libbey",
            "id" : "2402"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Artist Guest of Honor Eric Shanower has been creating graphic novels about Oz and the Trojan War along with many other works.  Join us as we talk to him about his works, his inspirations and what the future holds.",
      "id" : "2075",
      "title" : "Interview:  Eric Shanower"
   },
   {
      "time" : "12:30",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "autograph session"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Kelley Eskridge",
            "id" : "2433"
         },
         {
            "name" : "Nicola Griffith",
            "id" : "2432"
         }
      ],
      "day" : "2013-07-05",
      "id" : "2127",
      "title" : "Autographs:  Nicola & Kelley"
   },
   {
      "time" : "13:45",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "lecture/formal presentation"
      ],
      "mins" : 120,
      "people" : [
         {
            "name" : "Ed Wilson",
            "id" : "2455"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Come into the super volcano, like the one just 250 miles from the convention and see how a numerical model of one is constructed. This step by step introduction to modeling of a complex and terrifying phenomenon is presented, and how that work is helped along by information from geology, volcanology, liberty ships, nuclear / thermal power plants and fire safety. An discussion / question period will follow.",
      "id" : "2034",
      "title" : "And Open The Mouth of Hell II:  Re-Estimation"
   },
   {
      "time" : "13:45",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "other"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Chris Burgess",
            "id" : "2436"
         },
         {
            "name" : "Steven Schapansky",
            "id" : "2435"
         },
         {
            "name" : "Warren Frey",
            "id" : "2434"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Join the members of Radio Free Skaro as they record their weekly episode.",
      "id" : "2039",
      "title" : "Radio Free Skaro - Live Podcast"
   },
   {
      "time" : "13:45",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Christine Brockway",
            "id" : "2446"
         },
         {
            "name" : "Jonnalyhn Wolfcat",
            "id" : "2453"
         },
         {
            "name" : "Kevin Roche",
            "id" : "0176"
         },
         {
            "name" : "Lisa Satterlund",
            "id" : "2459"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Do you have a great idea for a costume, but need help figuring out how to get started?  Or maybe you have something done, but it just isn't working right.  Our panel of experts will help you solve your costuming problems!",
      "id" : "2081",
      "title" : "Ask the Costumer"
   },
   {
      "time" : "13:45",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "performance"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Cliff Winnig",
            "id" : "2462"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Cliff will be playing sitar, with some traditional melodies but mainly his own compositions.  He’ll also be talking about the instrument - how it’s played, the various parts, etc.",
      "id" : "2086",
      "title" : "Concert:  Cliff Winnig"
   },
   {
      "time" : "13:45",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "John Hertz",
            "id" : "0249"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Haunting, careful, penetrating, it’s often anthologized.  It’s been attributed mainly to Moore, but both said that after they married they wrote everything together; for this one they used the name Lawrence O’Donnell; some call it their best.  What makes them different from their symphonist Cenbe?",
      "id" : "2105",
      "title" : "Classic Literature 2: Vintage Season"
   },
   {
      "time" : "13:45",
      "floor" : "Ground",
      "room" : "Brandywine",
      "tags" : [
         "other"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Richard Hescox",
            "id" : "0340"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Join artists and fans as they lead a tour of the Art Show.  Meet outside of the Art Show, Brandywine.",
      "id" : "573c",
      "title" : "Docent Led Art Show Tour"
   },
   {
      "time" : "14:15",
      "floor" : "Ground - Back Hall",
      "room" : "Boardroom",
      "tags" : [
         "author reading"
      ],
      "mins" : 30,
      "people" : [
         {
            "name" : "Karen Sandler",
            "id" : "2452"
         }
      ],
      "day" : "2013-07-05",
      "id" : "2120",
      "title" : "Reading:  Karen Sandler"
   },
   {
      "time" : "15:00",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Christopher Garcia",
            "id" : "0071"
         },
         {
            "name" : "Ctein",
            "id" : "0038"
         },
         {
            "name" : "David Gerrold",
            "id" : "0073"
         },
         {
            "name" : "Howard (howeird) Stateman",
            "id" : "2442"
         },
         {
            "name" : "Rebecca Inch-Partridge",
            "id" : "0100"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "In this interactive panel, the audience proposes a single change (What is Columbus never sailed?  What if Hitler died in WWI?) and panelists decide what the world would look like today.",
      "id" : "987",
      "title" : "A Single If..."
   },
   {
      "time" : "15:00",
      "tags" : [],
      "mins" : 60,
      "people" : [
         {
            "name" : "Philip Gust",
            "id" : "0086"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Have you ever wondered how an ezine is created? Join Phil Gust, editor of the Silicon Web Costumers' Guild's quarterly costuming magazine, \"The Virtual Costumer\"  (VC) to learn how it's done. Phil will talk about how issues of VC are planned, how articles are solicited, and the process once an article is selected and editing and layout begins. He'll also discuss tools used to produce an issue, and show some of the techniques for editing and laying out articles. This is your chance to find out about the story behind the stories you read in each issue of VC.",
      "id" : "2066",
      "title" : "Publishing an ezine"
   },
   {
      "time" : "15:00",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [],
      "mins" : 60,
      "people" : [
         {
            "name" : "David Maxine",
            "id" : "1643"
         },
         {
            "name" : "Ric Bretschneider",
            "id" : "2308"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "David Maxine will talk about his experiences founding and running a small press, and what it was like to be nominated for a Grammy.",
      "id" : "2076",
      "title" : "Interview:  David Maxine"
   },
   {
      "time" : "15:00",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "performance"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Unwoman",
            "id" : "2487"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Unwoman blends cello, electronica, and original lyrics to produce her unique sound.  Join her for a casual concert in the atrium.",
      "id" : "2078",
      "title" : "Concert:  Unwoman"
   },
   {
      "time" : "15:00",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [
         "workshop"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Kay Tracy",
            "id" : "0215"
         },
         {
            "name" : "Tory Parker",
            "id" : "0164"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Want to do a uniform?  NEED to have some bling with your rank?  Want to avoid uncomfortable looks and comments from serving military people and veterans?<br>Come find out some of the nuances of uniforms and decorations and how Traditionally they are used and worn.<br>Then!  stay for the workshop and learn to make a few decorations and awards!",
      "id" : "2096",
      "title" : "Military impressions and the “Fruit Salad” - Part 1"
   },
   {
      "time" : "15:00",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "autograph session"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Karen Sandler",
            "id" : "2452"
         }
      ],
      "day" : "2013-07-05",
      "id" : "2135",
      "title" : "Autographs:  Karen Sandler"
   },
   {
      "time" : "16:15",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Beth Zuckerman",
            "id" : "2460"
         },
         {
            "name" : "Chuck Serface",
            "id" : "2456"
         },
         {
            "name" : "Katrina Griffiths",
            "id" : "2474"
         },
         {
            "name" : "Mark W. Tiedemann",
            "id" : "1125"
         },
         {
            "name" : "Steve Libbey",
            "id" : "2402"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Many in fandom are childfree, whether by choice or circumstance.  Our panelists will explore the ramifications of living childfree at a personal and societal level.",
      "id" : "2035",
      "title" : "A Child Free Lifestyle"
   },
   {
      "time" : "16:15",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [],
      "mins" : 60,
      "people" : [
         {
            "name" : "Kevin Standlee",
            "id" : "0205"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "The two currently seated Worldcons are Lonestarcon 3, coming up this August, and Loncon 3 in 2014.  Bids for 2015 (Helsinki, Orlando and Spokane), and beyond have all been proposed by various groups.  Meet the organizers, hear their presentations about what to expect, ask questions and get the answers you need to cast your ballot.",
      "id" : "2041",
      "title" : "Fannish Inquisition:  Worldcon"
   },
   {
      "time" : "16:15",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "lecture/formal presentation"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Eric Shanower",
            "id" : "1759"
         },
         {
            "name" : "Maurine “Mo” Starkey",
            "id" : "1970"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Cartoonist Eric Shanower is primarily known for his award-winning comics retelling of the Trojan War story and his comics, stories and illustrations based on L. Frank Baum’s Land of Oz.  Come get an inside look at these projects and Shanower’s process.",
      "id" : "2070",
      "title" : "The Land of Oz and the Trojan War:  Graphic Novels by Eric Shanower"
   },
   {
      "time" : "16:15",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "performance"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "M. Todd Gallowglas",
            "id" : "2405"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Join master Storyteller M. Todd Gallowglas as he regales folks with a variety of stories.",
      "id" : "2079",
      "title" : "Story Time"
   },
   {
      "time" : "16:15",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [
         "workshop"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Kay Tracy",
            "id" : "0215"
         },
         {
            "name" : "Tory Parker",
            "id" : "0164"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Join the workshop and learn to make a few decorations and awards!<br>To participate in the workshop, please bring:  20 feet of “paracord” or 1/4” diameter braided cord, your choice of color, to make a shoulder cord.  We will supply the rest to make a ribbon, a medal, and a shoulder board.",
      "id" : "2099",
      "title" : "Military impressions and the “Fruit Salad” - Part 2"
   },
   {
      "time" : "16:15",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "kaffee klatsch/BOF"
      ],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-05",
      "id" : "2124",
      "title" : "BOF:  Game of Thrones"
   },
   {
      "time" : "16:15",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "autograph session"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "David Gerrold",
            "id" : "0073"
         }
      ],
      "day" : "2013-07-05",
      "id" : "2129",
      "title" : "Autographs:  David Gerrold"
   },
   {
      "time" : "17:30",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Cayden Coronado",
            "id" : "2480"
         },
         {
            "name" : "Jean Marie Stine",
            "id" : "2466"
         },
         {
            "name" : "Kelley Eskridge",
            "id" : "2433"
         },
         {
            "name" : "Lance Moore",
            "id" : "0146"
         },
         {
            "name" : "Leigh Ann Hildebrand",
            "id" : "0591"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Recent legislation across the country has brought the issue of gender identity in public schools, locker rooms, and restrooms to the forefront.  The American Psychiatric Association’s newly released DSM-V now emphasizes “gender incongruence” and has deleted other terms.  As the nation debates how to determine gender, our panelists will discuss the issues surrounding gender identity.",
      "id" : "1059",
      "title" : "Gender Identity in Public Places"
   },
   {
      "time" : "17:30",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Cliff Winnig",
            "id" : "2462"
         },
         {
            "name" : "Frederick J. Mayer",
            "id" : "2468"
         },
         {
            "name" : "Howard (howeird) Stateman",
            "id" : "2442"
         },
         {
            "name" : "J.E. Ellis",
            "id" : "2392"
         },
         {
            "name" : "Lynn Gold",
            "id" : "0324"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Even on earth, everyone doesn't agree on what is \"music\" and what is \"noise\".  Our panelists will explore how alien physiology or social structure might impact their music.",
      "id" : "2018",
      "title" : "Exomusicology"
   },
   {
      "time" : "17:30",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Katrina Griffiths",
            "id" : "2474"
         },
         {
            "name" : "Rebecca Inch-Partridge",
            "id" : "0100"
         },
         {
            "name" : "Valerie Frankel",
            "id" : "0064"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Fanfic has become more and more public - to the point one newspaper called it the “fantasy football of the literary world”  But what’s it all about?  And if you write fanfic, can you write mainstream fiction?",
      "id" : "2023",
      "title" : "It Is Rewritten!  (FanFic)"
   },
   {
      "time" : "17:30",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "autograph session"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "David Maxine",
            "id" : "1643"
         },
         {
            "name" : "Eric Shanower",
            "id" : "1759"
         }
      ],
      "day" : "2013-07-05",
      "id" : "2131",
      "title" : "Autographs:  Eric & David"
   },
   {
      "time" : "17:30",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "autograph session"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "M. Todd Gallowglas",
            "id" : "2405"
         }
      ],
      "day" : "2013-07-05",
      "id" : "2136",
      "title" : "Autographs:  M. Todd Gallowglas"
   },
   {
      "time" : "18:45",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Karen Sandler",
            "id" : "2452"
         },
         {
            "name" : "Kelley Eskridge",
            "id" : "2433"
         },
         {
            "name" : "M. Todd Gallowglas",
            "id" : "2405"
         },
         {
            "name" : "Mark W. Tiedemann",
            "id" : "1125"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "There are many websites and self-help books claiming to help you market your works.  Do they work?  Do they hurt?  If your work is being published by a “big house” do you need to do any of this yourself?  Our panelists all have experience in navigating these rough waters and will explain what to expect.",
      "id" : "1060",
      "title" : "Marketing for Writers & Artists"
   },
   {
      "time" : "18:45",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Bjo Trimble",
            "id" : "0217"
         },
         {
            "name" : "Brad Lyau",
            "id" : "0123"
         },
         {
            "name" : "Chuck Serface",
            "id" : "2456"
         },
         {
            "name" : "John Trimble",
            "id" : "0218"
         },
         {
            "name" : "Val Ontell",
            "id" : "2451"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "Infinite Diversity in Infinite Combinations.<br>First seen in the Star Trek episode \"Is There In Truth No Beauty\" in 1968, this Vulcan philosophy came to embrace the concept of acceptance and tolerance.  Our panelists discuss the evolution of the concept since then, and relate it to current culture.",
      "id" : "1070",
      "title" : "Infinite Diversity in Infinite Combinations"
   },
   {
      "time" : "20:00",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "performance"
      ],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-05",
      "precis" : "The Sneaky Tikis are a young northern California surf band whose influences are Dick Dale, The Ventures, The Pyronauts, and Slacktone. They will play a set of instrumental surf music, including songs familiar to many fans.",
      "id" : "2113",
      "title" : "Concert:  Sneaky Tikis"
   },
   {
      "time" : "21:00",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "performance"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Mette Hedin",
            "id" : "2268"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "The Phenomenauts perform a science-fiction inspired mix of punk rock, garage and new-wave. Combined with compelling antics and theatrics, the group’s message is a call to arms to defenders of science and honor across the galaxy, dealing with the serious implications of science fiction, science fact, and offering new perspectives on Earth life as we know it.",
      "id" : "2077",
      "title" : "Concert:  Phenomenauts"
   },
   {
      "time" : "22:30",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [],
      "mins" : 60,
      "people" : [
         {
            "name" : "Jean Battiato",
            "id" : "2138"
         }
      ],
      "day" : "2013-07-05",
      "precis" : "DJ Neshamah will start spinning after the concert.  Keep on dancing!",
      "id" : "2125",
      "title" : "Dance"
   },
   {
      "time" : "10:00",
      "floor" : "Ground",
      "room" : "Brandywine",
      "tags" : [
         "other"
      ],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-06",
      "precis" : "Art Show - Today’s hours are: 10am to 6pm.   Bids may be placed throughout the day (bidding closes at 6pm).  Please see the Art Show summary for bid and buying rules.",
      "id" : "003",
      "title" : "Art Show"
   },
   {
      "time" : "10:00",
      "floor" : "Ground",
      "room" : "Grand Ballroom",
      "tags" : [],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-06",
      "precis" : "Dealer’s Room - Today’s hours are 10:00am to 6:00pm",
      "id" : "007",
      "title" : "Dealer’s Room"
   },
   {
      "time" : "10:00",
      "floor" : "Ground - Back Hall",
      "room" : "Napa",
      "tags" : [],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-06",
      "precis" : "Family Friendly will be open from 10 am to 6 pm today.  See the schedule details in the descriptions below or stop by for more information.",
      "id" : "011b",
      "title" : "Family Friendly"
   },
   {
      "time" : "10:00",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Glenn Glazer",
            "id" : "2441"
         },
         {
            "name" : "Mark W. Tiedemann",
            "id" : "1125"
         },
         {
            "name" : "Sandra Manning",
            "id" : "2444"
         },
         {
            "name" : "Val Ontell",
            "id" : "2451"
         },
         {
            "name" : "Valerie Frankel",
            "id" : "0064"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "With the popular success of Harry Potter, Twilight, and The Hunger Games, speculative fiction has caught the attention of youth and their parents.  From new hits to classic H.G. Wells, how can science fiction and fantasy be used in the classroom?  Can literature be used outside the English lesson?  What do these stories have to say about history, social science, or biology?",
      "id" : "1071",
      "title" : "Using SF/F in the Classroom"
   },
   {
      "time" : "10:00",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Christine Doyle",
            "id" : "0048"
         },
         {
            "name" : "Rebecca Inch-Partridge",
            "id" : "0100"
         },
         {
            "name" : "Steve Libbey",
            "id" : "2402"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Medical technology is advancing at lightning speed with new surgical procedures and telemedicine.  How close are we to being able to diagnose and treat health problems with a hand-held device?  Our experts will take you on a tour of the world of medical apps and devices that work with smartphones and tablets.",
      "id" : "2024",
      "title" : "Where’s My Tricorder?"
   },
   {
      "time" : "10:00",
      "floor" : "Ground - Back Hall",
      "room" : "Sonoma",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "John Hertz",
            "id" : "0249"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Vance preferred to entitle it Clarges, and maybe we should; it seems easier to find now under the infinitive.  Compared to The End of Eternity (Asimov, 1955), or The City and the Stars (Clarke, 1956), it may not be forever; maybe they ought to be compared, they resonate.  As usual, the language is brilliant, and the book is full of sparks.",
      "id" : "2106",
      "title" : "Classic Literature 3: To Live Forever"
   },
   {
      "time" : "11:15",
      "floor" : "Ground - Back Hall",
      "room" : "Sonoma",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "David Maxine",
            "id" : "1643"
         },
         {
            "name" : "Jacob Weisman",
            "id" : "0563"
         },
         {
            "name" : "Marty Halpern",
            "id" : "0088"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Nearly every SF/fantasy author has been published by smaller press some point in their careers.  It is also known for publishing new authors, midlist authors, short story collections, and other \"odd\" books typically rejected by the big New York publishers.  Our panelists represent a spectrum of publications, and can “tell all”",
      "id" : "410",
      "title" : "Secrets of Publishing"
   },
   {
      "time" : "11:15",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Emerian Rich",
            "id" : "2394"
         },
         {
            "name" : "Frederick J. Mayer",
            "id" : "2468"
         },
         {
            "name" : "Howard (howeird) Stateman",
            "id" : "2442"
         },
         {
            "name" : "M. Todd Gallowglas",
            "id" : "2405"
         },
         {
            "name" : "Nicola Griffith",
            "id" : "2432"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "An exploration of the oral tradition of storytelling and how it relates to writing fiction.  This panel of storytellers and writers will discuss tricks and techniques of oral storytelling that will and won’t work in the written form.",
      "id" : "1018",
      "title" : "Storytelling the Old-Fashioned Way"
   },
   {
      "time" : "11:15",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "other"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Kevin Standlee",
            "id" : "0205"
         },
         {
            "name" : "Linda Deneroff",
            "id" : "1864"
         },
         {
            "name" : "Lisa Hayes",
            "id" : "2162"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "All members of Westercon 66 are invited to join in the Business Meeting of Westercon.  The agenda will be available on site.",
      "id" : "1051",
      "title" : "Westercon Business Meeting"
   },
   {
      "time" : "11:15",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Jonnalyhn Wolfcat",
            "id" : "2453"
         },
         {
            "name" : "Kathe Gust",
            "id" : "0085"
         },
         {
            "name" : "Kay Tracy",
            "id" : "0215"
         },
         {
            "name" : "Lauren Stowell",
            "id" : "2440"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Oft overlooked, having the right footwear is a key component of any costume.  Nothing can ruin a look more than the wrong shoes.  Our experts have searched, crafted and even built a company around having the right footwear for every occasion.",
      "id" : "1065",
      "title" : "Shoes, Shoes and More Shoes!"
   },
   {
      "time" : "11:15",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [],
      "mins" : 60,
      "people" : [
         {
            "name" : "Ric Bretschneider",
            "id" : "2308"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Want to see just how easy it is to create, edit, and post your podcast without any service provider? It's meant to be simple, and it is! Even if you don't code your own web site, you can do everything necessary to manage your own podcast! Seeing is believing. During this session we'll record and edit a quick session, and post it to a web site, and still have time to take your questions!",
      "id" : "2064",
      "title" : "Live Demo:  Recording, Editing and Posting your Podcast"
   },
   {
      "time" : "11:15",
      "floor" : "Ground",
      "room" : "Brandywine",
      "tags" : [
         "other"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Alison Stern",
            "id" : "2469"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Join artists and fans as they lead a tour of the Art Show.  Meet outside of the Art Show, Brandywine.",
      "id" : "573e",
      "title" : "Docent Led Art Show Tour"
   },
   {
      "time" : "11:15",
      "floor" : "Ground - Back Hall",
      "room" : "Boardroom",
      "tags" : [
         "author reading"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Kim Stanley Robinson",
            "id" : "0175"
         }
      ],
      "day" : "2013-07-06",
      "id" : "2117",
      "title" : "Reading:  Kim Stanley Robinson"
   },
   {
      "time" : "12:30",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Chuck Serface",
            "id" : "2456"
         },
         {
            "name" : "Cliff Winnig",
            "id" : "2462"
         },
         {
            "name" : "Howard (howeird) Stateman",
            "id" : "2442"
         },
         {
            "name" : "Rebecca Inch-Partridge",
            "id" : "0100"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Now that you’ve picked up that book, is it something you’d really like to read?  Can you tell by reading any page at random?  Our panelists will do just that, reading selected pages aloud, and you can vote:  Thumbs Up or Thumbs Down?",
      "id" : "355",
      "title" : "Page 119 - Is The Book Any Good?"
   },
   {
      "time" : "12:30",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "David Gerrold",
            "id" : "0073"
         },
         {
            "name" : "Kathe Gust",
            "id" : "0085"
         },
         {
            "name" : "Philip Gust",
            "id" : "0086"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Are you entered in the Masquerade tonight?  If so, you MUST attend this meeting.  Scripts and music will be checked, presentation order will be set and all your questions answered.  Costumes are not required, but if you have a particular concern (ceiling clearance, for example) you may bring it along.",
      "id" : "037",
      "title" : "Masquerade Contestant’s Meeting"
   },
   {
      "time" : "12:30",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Christopher Garcia",
            "id" : "0071"
         },
         {
            "name" : "Derek McCaw",
            "id" : "0588"
         },
         {
            "name" : "Ric Bretschneider",
            "id" : "2308"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "A weekly rundown of news and issues in comics, movies, TV and occasionally wrestling.  Join the gang as they host this week’s episode.",
      "id" : "486",
      "title" : "The Fanboy Planet Podcast"
   },
   {
      "time" : "12:30",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Bjo Trimble",
            "id" : "0217"
         },
         {
            "name" : "Leigh Ann Hildebrand",
            "id" : "0591"
         },
         {
            "name" : "Mel Siermaczeski",
            "id" : "2476"
         },
         {
            "name" : "Valerie Frankel",
            "id" : "0064"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "It seems like everywhere you look, everyone is a princess, regardless of age.  What does this obsession with the ideal \"princess\" mean for girls coming of age and grown women?  Our panelists will discuss the implications of the princess culture, its causes, and if and how it can be changed.",
      "id" : "906",
      "title" : "Princess Culture - Pros/Cons"
   },
   {
      "time" : "12:30",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Ben Yalow",
            "id" : "0393"
         },
         {
            "name" : "Emerian Rich",
            "id" : "2394"
         },
         {
            "name" : "Jean Marie Stine",
            "id" : "2466"
         },
         {
            "name" : "Kelley Eskridge",
            "id" : "2433"
         },
         {
            "name" : "Marty Halpern",
            "id" : "0088"
         },
         {
            "name" : "Phyllis Kalbach",
            "id" : "2448"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "The days of needing your own printing press are long gone.  With modern publishing methods you can print one copy or 1 million.  Our panelists will discuss the benefits and drawback of the various publishing options.",
      "id" : "1061",
      "title" : "Publishing Options:  Traditional vs On-Demand and Self-Publishing"
   },
   {
      "time" : "12:30",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "autograph session"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Kim Stanley Robinson",
            "id" : "0175"
         }
      ],
      "day" : "2013-07-06",
      "id" : "2133",
      "title" : "Autographs:  Kim Stanley Robinson"
   },
   {
      "time" : "13:45",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Jonnalyhn Wolfcat",
            "id" : "2453"
         },
         {
            "name" : "Lauren Stowell",
            "id" : "2440"
         },
         {
            "name" : "Stephen Nelson",
            "id" : "0583"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "What do you need to take good photos of costumers?  Our experts highlight tips for staging, lighting, and posing.<br>See also  “Performing in a Masquerade” on Thursday and “Presentation and Stage Movement” on Friday.",
      "id" : "696",
      "title" : "Costume Photography & Videography"
   },
   {
      "time" : "13:45",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [
         "workshop"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Cliff Winnig",
            "id" : "2462"
         },
         {
            "name" : "Eric Shanower",
            "id" : "1759"
         },
         {
            "name" : "Lisa Satterlund",
            "id" : "2459"
         },
         {
            "name" : "Richard Crawford",
            "id" : "2472"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "So you think you can write the next great novel?  November is National Novel Writing Month (NaNoWriMo), the world’s largest writing challenge and nonprofit literary crusade.  Join our panelists to learn more about how to participate and what to expect once you join.",
      "id" : "940",
      "title" : "NaNoWriMo "
   },
   {
      "time" : "13:45",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Ben Yalow",
            "id" : "0393"
         },
         {
            "name" : "Beth Zuckerman",
            "id" : "2460"
         },
         {
            "name" : "Christopher Garcia",
            "id" : "0071"
         },
         {
            "name" : "Maurine “Mo” Starkey",
            "id" : "1970"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Congratulations you have a membership to LoneStarCon3!  Have you started your Hugo research yet?  Our panelists will fill you in on the nominees and help answer questions about the categories.",
      "id" : "2007",
      "title" : "Hugo Awards:  2013 Nominees"
   },
   {
      "time" : "13:45",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [],
      "mins" : 60,
      "people" : [
         {
            "name" : "Kelley Eskridge",
            "id" : "2433"
         },
         {
            "name" : "Nicola Griffith",
            "id" : "2432"
         },
         {
            "name" : "Warren Frey",
            "id" : "2434"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Join our writer Guests of Honor, Nicola Griffith & Kelley Eskridge, to hear about how they met, how they write and all sorts of tidbits.",
      "id" : "2071",
      "title" : "Interview:  Nicola Griffith & \rKelley Eskridge"
   },
   {
      "time" : "13:45",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [
         "lecture/formal presentation"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Richard Hescox",
            "id" : "0340"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Artist Richard Hescox has been working closely with George R R Martin on a heavily illustrated limited edition of “A Clash of Kings” from Subterranean Press.  Come get an early look at this work and hear about the collaboration.",
      "id" : "2111",
      "title" : "Illustrating “A Clash of Kings”"
   },
   {
      "time" : "13:45",
      "floor" : "Ground - Back Hall",
      "room" : "Boardroom",
      "tags" : [
         "author reading"
      ],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-06",
      "precis" : "Join many of our newest authors for an “open mike” reading session.  Please sign up at the Info Desk or in Program Operations.",
      "id" : "2090b",
      "title" : "Open Readings"
   },
   {
      "time" : "15:00",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "J.E. Ellis",
            "id" : "2392"
         },
         {
            "name" : "M. Todd Gallowglas",
            "id" : "2405"
         },
         {
            "name" : "Maya Kaathryn Bohnhoff",
            "id" : "0016"
         },
         {
            "name" : "Warren Frey",
            "id" : "2434"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Our panelists will discuss the finer points of creating your own story within the framework of a world created by someone else.",
      "id" : "1063",
      "title" : "Someone Else’s Sandbox:  Writing Media Tie-Ins and Shared World Novels"
   },
   {
      "time" : "15:00",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Edward Muller",
            "id" : "0151"
         },
         {
            "name" : "Rebecca Inch-Partridge",
            "id" : "0100"
         },
         {
            "name" : "Tory Parker",
            "id" : "0164"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Even though women have been approved for combat roles, few have made it through the qualifying courses.  From the Dendarii Mercenaries to Shell People, there are many visions of how technology may level the battlefield.",
      "id" : "2013",
      "title" : "Powered Armor:  Is Disabled or Small still a problem?"
   },
   {
      "time" : "15:00",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Bjo Trimble",
            "id" : "0217"
         },
         {
            "name" : "David Gerrold",
            "id" : "0073"
         },
         {
            "name" : "Jacqueline Lichtenberg",
            "id" : "1618"
         },
         {
            "name" : "Jean Marie Stine",
            "id" : "2466"
         },
         {
            "name" : "John Trimble",
            "id" : "0218"
         },
         {
            "name" : "Steve Libbey",
            "id" : "2402"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "This is the place to get all of your Star Trek answered by our fantastic group of panelists, all of whom were involved in the series as staff or fans (before it was called “TOS”).",
      "id" : "2069",
      "title" : "Star Trek: The Original Series"
   },
   {
      "time" : "15:00",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [
         "workshop"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Marty Halpern",
            "id" : "0088"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Join Marty Halpern for “Ask the Editor.”  Bring your general editing questions or specific editing questions.  You may also bring a copy of your own work for demo editing.",
      "id" : "2094",
      "title" : "Ask The Editor"
   },
   {
      "time" : "15:00",
      "floor" : "Ground",
      "room" : "Brandywine",
      "tags" : [
         "other"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Allison Hershey",
            "id" : "2464"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Join artists and fans as they lead a tour of the Art Show.  Meet outside of the Art Show, Brandywine.",
      "id" : "573f",
      "title" : "Docent Led Art Show Tour"
   },
   {
      "time" : "15:00",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "autograph session"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "David Maxine",
            "id" : "1643"
         },
         {
            "name" : "Eric Shanower",
            "id" : "1759"
         }
      ],
      "day" : "2013-07-06",
      "id" : "2132",
      "title" : "Autographs:  Eric & David"
   },
   {
      "time" : "16:15",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Eileen Rendahl",
            "id" : "2467"
         },
         {
            "name" : "Howard (howeird) Stateman",
            "id" : "2442"
         },
         {
            "name" : "M. Todd Gallowglas",
            "id" : "2405"
         },
         {
            "name" : "Rebecca Inch-Partridge",
            "id" : "0100"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "What inspires you to create?  Our panelists will talk about the various ways that they start their creative process and keep it going.",
      "id" : "778",
      "title" : "Finding Your Muse"
   },
   {
      "time" : "16:15",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Meredith Branstad",
            "id" : "2410"
         },
         {
            "name" : "Sandra Manning",
            "id" : "2444"
         },
         {
            "name" : "Warren Frey",
            "id" : "2434"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "\"Green\" has become the hip design trend.  Recycled materials, local sourcing, and stormwater integration are commonplace; green roofs and walls are gaining ground.  Our panel will discuss green building practices, what they mean for the future, and whether we'll ever be able to grow our structures.",
      "id" : "2028",
      "title" : "Green Construction and Architecture"
   },
   {
      "time" : "16:15",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [],
      "mins" : 60,
      "people" : [
         {
            "name" : "Donald Eastlake III",
            "id" : "2485"
         },
         {
            "name" : "Jill Eastlake",
            "id" : "2486"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Since the 2014 Worldcon will be held in London, there will be a NASFiC (North American Science Fiction Convention).   Listen to the folks from Phoenix and Detroit talk about their proposals for 2014.  Hear about other potential future sites, which will depend on Worldcon voting for 2015 and beyond.",
      "id" : "2043",
      "title" : "Fannish Inquisition:  NASFiC"
   },
   {
      "time" : "16:15",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [
         "workshop"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Kay Tracy",
            "id" : "0215"
         },
         {
            "name" : "Tory Parker",
            "id" : "0164"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "PARENTS:  Want to find out about fun backyard and kitchen science to do with your children?  Or just have fun for yourself?  Come join us to learn fun and educational activities to take home and share!  We will build a couple of rockets, go over safety, learn fun celestial things to do, and find ways to make math, geometry and physics fun!  Handouts will be provided for all.  A limited number of optional “parts kits” in a bag will be available for $2.  <br>To allow us to impart the maximum information, we ask that you NOT bring the children to this session.",
      "id" : "2044",
      "title" : "Science To Do At Home"
   },
   {
      "time" : "16:15",
      "floor" : "Ground - Back Hall",
      "room" : "Boardroom",
      "tags" : [
         "author reading"
      ],
      "mins" : 30,
      "people" : [
         {
            "name" : "Cliff Winnig",
            "id" : "2462"
         }
      ],
      "day" : "2013-07-06",
      "id" : "2118",
      "title" : "Reading:  Cliff Winnig"
   },
   {
      "time" : "16:15",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "autograph session"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Kelley Eskridge",
            "id" : "2433"
         },
         {
            "name" : "Nicola Griffith",
            "id" : "2432"
         }
      ],
      "day" : "2013-07-06",
      "id" : "2128",
      "title" : "Autographs:  Nicola & Kelley"
   },
   {
      "time" : "17:30",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Christine Brockway",
            "id" : "2446"
         },
         {
            "name" : "Grania Davis",
            "id" : "1447"
         },
         {
            "name" : "Kay Pannell",
            "id" : "0163"
         },
         {
            "name" : "Kelley Eskridge",
            "id" : "2433"
         },
         {
            "name" : "Leigh Ann Hildebrand",
            "id" : "0591"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Protagonist or antagonist, matrons and crones are important, yet oft overlooked, characters in literature and media.  Our panelists discuss the role and power of the older woman in both fiction and fandom.",
      "id" : "592",
      "title" : "Matrons & Crones"
   },
   {
      "time" : "17:30",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "lecture/formal presentation"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Mette Hedin",
            "id" : "2268"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Ever wonder how those great makeup effects are made?  Always wanted to know how to make those Klingon ridges?  Join Mette Hedin as she brings her perspective as a recent student at the Neill Gorton Prosthetics Studio to Westercon.  She has been making molds and prosthetics there, and will show you photos of her work.",
      "id" : "956",
      "title" : "Makeup SFx"
   },
   {
      "time" : "17:30",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Christopher Garcia",
            "id" : "0071"
         },
         {
            "name" : "Jean Marie Stine",
            "id" : "2466"
         },
         {
            "name" : "Stephen Nelson",
            "id" : "0583"
         },
         {
            "name" : "Steven Schapansky",
            "id" : "2435"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Spies have long pushed the boundaries of the possible.  From mind-control devices to invisible cars, super computers to secret volcano lairs, spy stories abound with elements of science fiction.  Is any of it also science fact?  Our panelists will discuss the best and worst examples of spy-fi.",
      "id" : "2001",
      "title" : "Spy Themes (or Why I Want to Visit Portmeirion)"
   },
   {
      "time" : "17:30",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "kaffee klatsch/BOF"
      ],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-06",
      "id" : "2123",
      "title" : "BOF:  Sac Geeks"
   },
   {
      "time" : "17:30",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "autograph session"
      ],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-06",
      "id" : "2137",
      "title" : "Autographs:  Cliff Winnig"
   },
   {
      "time" : "18:45",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Chris Burgess",
            "id" : "2436"
         },
         {
            "name" : "Erika Ensign",
            "id" : "2475"
         },
         {
            "name" : "Katrina Griffiths",
            "id" : "2474"
         },
         {
            "name" : "Steven Schapansky",
            "id" : "2435"
         },
         {
            "name" : "Warren Frey",
            "id" : "2434"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Doctor Who has gone through 11 regenerations, a host of companions and villains and is still going strong 50 years later.  But many fans have never seen an “old Doctor” - and many of us are aghast that they aren’t familiar with Jon Pertwee or Tom Baker. Our panelists span the generations, and help educate the “other half”",
      "id" : "974",
      "title" : "Doctor Who Through the Ages"
   },
   {
      "time" : "18:45",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [],
      "mins" : 60,
      "people" : [
         {
            "name" : "James Stanley Daugherty",
            "id" : "0040"
         },
         {
            "name" : "John Hertz",
            "id" : "0249"
         },
         {
            "name" : "Richard Hescox",
            "id" : "0340"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "What is good art?  Can art be measured or is it truly in the eye of the beholder?  Join our panel of artists as they discuss all this and more.",
      "id" : "1055",
      "title" : "Art Appreciation"
   },
   {
      "time" : "18:45",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Ben Yalow",
            "id" : "0393"
         },
         {
            "name" : "Frederick J. Mayer",
            "id" : "2468"
         },
         {
            "name" : "J.E. Ellis",
            "id" : "2392"
         },
         {
            "name" : "Jean Marie Stine",
            "id" : "2466"
         },
         {
            "name" : "Phyllis Kalbach",
            "id" : "2448"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "In “The Rolling Stones” Robert Heinlein describes Cas and Pol using an e-reader.  Mikes Vorkosigan often complains about the stacks of flimsies he has to read.  Some feel that e-books are subsuming print books.  Others feel that print will never die.  Listen to the pros and cons of both formats, and make your own decision.",
      "id" : "2022",
      "title" : "Pro-Con:  Print vs E-Books"
   },
   {
      "time" : "20:00",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "performance"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Bjo Trimble",
            "id" : "0217"
         },
         {
            "name" : "Chris O’Halloran",
            "id" : "2074"
         },
         {
            "name" : "Christine Doyle",
            "id" : "0048"
         },
         {
            "name" : "David Gerrold",
            "id" : "0073"
         },
         {
            "name" : "John O’Halloran",
            "id" : "0266"
         },
         {
            "name" : "John Trimble",
            "id" : "0218"
         },
         {
            "name" : "Kathe Gust",
            "id" : "0085"
         },
         {
            "name" : "Philip Gust",
            "id" : "0086"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "The L-11 Project.  On Loan From the Haunted Mansion.  The Dating Game in Oz.  Westercon’s staff & attendees have been seen in these and many more at past Masquerades.  Who knows what you’ll see this year.  Be there, and you’ll know why they won Best in Show!",
      "id" : "035",
      "title" : "Masquerade"
   },
   {
      "time" : "22:00",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "other"
      ],
      "mins" : 120,
      "people" : [
         {
            "name" : "Andy Trembley",
            "id" : "0216"
         },
         {
            "name" : "Christopher Garcia",
            "id" : "0071"
         },
         {
            "name" : "Eric Larson",
            "id" : "2021"
         },
         {
            "name" : "Jonnalyhn Wolfcat",
            "id" : "2453"
         },
         {
            "name" : "Kevin Roche",
            "id" : "0176"
         },
         {
            "name" : "Kevin Standlee",
            "id" : "0205"
         },
         {
            "name" : "Leigh Ann Hildebrand",
            "id" : "0591"
         },
         {
            "name" : "Lisa Hayes",
            "id" : "2162"
         },
         {
            "name" : "Ric Bretschneider",
            "id" : "2308"
         }
      ],
      "day" : "2013-07-06",
      "precis" : "Match Game!  It’s the late-night version!   Get ready to match the stars in this science fiction-themed version of the classic 1970s game show.  Contestants vie to guess how our panel will answer fill-in-the-blank questions like “Captain Kirk has the biggest ___ in Starfleet!”  Contestants will be selected from the audience.  There will be prizes for all contestants.",
      "id" : "2080",
      "title" : "Match Game SF - Evening Edition"
   },
   {
      "time" : "10:00",
      "floor" : "Ground",
      "room" : "Grand Ballroom",
      "tags" : [],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-07",
      "precis" : "Dealer’s Room - Today’s  hours are 10:00am - 3:00pm",
      "id" : "008",
      "title" : "Dealer’s Room"
   },
   {
      "time" : "10:00",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Chuck Serface",
            "id" : "2456"
         },
         {
            "name" : "Erika Ensign",
            "id" : "2475"
         },
         {
            "name" : "Jonnalyhn Wolfcat",
            "id" : "2453"
         },
         {
            "name" : "Sally Woehrle",
            "id" : "2457"
         },
         {
            "name" : "Val Ontell",
            "id" : "2451"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "Our panelists discuss their favorite stories and novels for reading (or reading again) when you’re feeling under the weather.",
      "id" : "606",
      "title" : "Comfort Reading"
   },
   {
      "time" : "10:00",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Christine Brockway",
            "id" : "2446"
         },
         {
            "name" : "David Gerrold",
            "id" : "0073"
         },
         {
            "name" : "Jordin Kare",
            "id" : "0348"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "In 1966 teleconferencing, communicators, and phasers were science fiction; now they are science fact.  Our panelists will discuss these and other inventions from Star Trek that are possible now.",
      "id" : "650",
      "title" : "Top 10 real-life Star Trek inventions"
   },
   {
      "time" : "10:00",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Cliff Winnig",
            "id" : "2462"
         },
         {
            "name" : "Kelley Eskridge",
            "id" : "2433"
         },
         {
            "name" : "Mark W. Tiedemann",
            "id" : "1125"
         },
         {
            "name" : "Nicola Griffith",
            "id" : "2432"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "For over forty years the Clarion Writing Program has been nurturing new writers through workshops and mentorship opportunities.  The Clarion West program is about to celebrate its 30th anniversary.   Join these Clarion/ Clarion West alumni as they discuss their experiences in the program.",
      "id" : "2033",
      "title" : "The Clarion and Clarion West Experience"
   },
   {
      "time" : "11:15",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Christine Doyle",
            "id" : "0048"
         },
         {
            "name" : "Kevin Roche",
            "id" : "0176"
         },
         {
            "name" : "Lisa Satterlund",
            "id" : "2459"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "If everyone uses the same pattern, how many different ways can it be interpreted?  Let our experts show you how it’s done at CostumeCon and other events.",
      "id" : "937",
      "title" : "Single Pattern "
   },
   {
      "time" : "11:15",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Erika Ensign",
            "id" : "2475"
         },
         {
            "name" : "Jonnalyhn Wolfcat",
            "id" : "2453"
         },
         {
            "name" : "Ric Bretschneider",
            "id" : "2308"
         },
         {
            "name" : "Sally Woehrle",
            "id" : "2457"
         },
         {
            "name" : "Steven Schapansky",
            "id" : "2435"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "As Felicia Day and The Guild sing, “I’m the one that’s Cool”   Geeks have transitioned from being marginalized to being in the center.  What are the driving forces behind this change?  And what group is now on the margin?",
      "id" : "976",
      "title" : "From Geek To Chic"
   },
   {
      "time" : "11:15",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Allison Hershey",
            "id" : "2464"
         },
         {
            "name" : "David Maxine",
            "id" : "1643"
         },
         {
            "name" : "Eric Shanower",
            "id" : "1759"
         },
         {
            "name" : "Kay Pannell",
            "id" : "0163"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "L Frank Baum's Oz books and Lewis Carroll's Alice stories both tell of the amazing adventures of young, innocent girls in a fantasyland -- yet they're different in many ways.  Our panelists will discuss these classic stories and more.",
      "id" : "2009",
      "title" : "Men Tell Us What It Is To Be a Girl:  Baum and Carroll"
   },
   {
      "time" : "11:15",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Frederick J. Mayer",
            "id" : "2468"
         },
         {
            "name" : "Howard (howeird) Stateman",
            "id" : "2442"
         },
         {
            "name" : "Maurine “Mo” Starkey",
            "id" : "1970"
         },
         {
            "name" : "Rebecca Inch-Partridge",
            "id" : "0100"
         },
         {
            "name" : "Tory Parker",
            "id" : "0164"
         },
         {
            "name" : "Val Ontell",
            "id" : "2451"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "Have television, movies, and YouTube killed the theater?  With multiple permanent professional troupes and a variety of seasonal shows, Sacramentans may argue that theater is alive and well.  Our panelists will discuss the ongoing role of theater in our society and the importance of having a local art form in our increasingly globalized world.",
      "id" : "2011",
      "title" : "Is Theater Dead?"
   },
   {
      "time" : "11:15",
      "floor" : "Ground - Back Hall",
      "room" : "Sonoma",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Phyllis Kalbach",
            "id" : "2448"
         },
         {
            "name" : "Sandra Manning",
            "id" : "2444"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "Between dramatic headlines and political speeches, sometimes it's hard to know what's really going on with climate and weather.  Our panelists will discuss truth and fiction in the real world.",
      "id" : "2025",
      "title" : "Climate Extremes:  Reality vs Fiction"
   },
   {
      "time" : "11:15",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "autograph session"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "David Gerrold",
            "id" : "0073"
         }
      ],
      "day" : "2013-07-07",
      "id" : "2130",
      "title" : "Autographs:  David Gerrold"
   },
   {
      "time" : "12:00",
      "floor" : "Ground",
      "room" : "Brandywine",
      "tags" : [
         "other"
      ],
      "mins" : 60,
      "people" : [],
      "day" : "2013-07-07",
      "precis" : "Art Auction - Pieces that have 4 bids go directly to auction.  Make sure you’re early to get that piece you really wanted.",
      "id" : "004",
      "title" : "Art Auction "
   },
   {
      "time" : "12:30",
      "floor" : "Ground",
      "room" : "Cabernet",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Ctein",
            "id" : "0038"
         },
         {
            "name" : "Jordin Kare",
            "id" : "0348"
         },
         {
            "name" : "Kay Pannell",
            "id" : "0163"
         },
         {
            "name" : "Stephen Nelson",
            "id" : "0583"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "Bad science is more pervasive than most people think.  Friends can swallow media hysteria as all scientific evidence is twisted to promote fear and panic.  Politicians are more interested in spin than evidence.  <br><br>How can you identify it?  How can you counter it?  Our panelists are skilled in debunking pseudoscience.",
      "id" : "735",
      "title" : "Bad Science"
   },
   {
      "time" : "12:30",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Allison Hershey",
            "id" : "2464"
         },
         {
            "name" : "Eric Shanower",
            "id" : "1759"
         },
         {
            "name" : "Maurine “Mo” Starkey",
            "id" : "1970"
         },
         {
            "name" : "Ric Bretschneider",
            "id" : "2308"
         },
         {
            "name" : "Warren Frey",
            "id" : "2434"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "It is common today for a story to jump between comic books, film, and books.  Our panelists will discuss how the process of writing differs between these mediums and whether some stories are better suited to a certain medium.",
      "id" : "2012",
      "title" : "Modern Forms of Writing:  Books, Comics, Film"
   },
   {
      "time" : "12:30",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "J.L. Doty",
            "id" : "2443"
         },
         {
            "name" : "M. Todd Gallowglas",
            "id" : "2405"
         },
         {
            "name" : "Nicola Griffith",
            "id" : "2432"
         },
         {
            "name" : "Sandra Manning",
            "id" : "2444"
         },
         {
            "name" : "Valerie Frankel",
            "id" : "0064"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "You read that first book and wait for the sequel.  And then another... and another...  Is it possible for a fantasy series to become unwieldy and out of control?  What are the issues the author has to contend with?  What happens if there is a media tie-in?  Our panelists discuss several well-known series.",
      "id" : "2091",
      "title" : "Fantasy Series:  Too Much of a Good Thing?"
   },
   {
      "time" : "12:30",
      "floor" : "Ground",
      "room" : "Atrium",
      "tags" : [
         "autograph session"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Maya Kaathryn Bohnhoff",
            "id" : "0016"
         }
      ],
      "day" : "2013-07-07",
      "id" : "2134",
      "title" : "Autographs:  Maya Kaathryn Bohnhoff"
   },
   {
      "time" : "13:45",
      "floor" : "Ground - OffSide",
      "room" : "Folsom",
      "tags" : [
         "other"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "David Coronado",
            "id" : "2481"
         },
         {
            "name" : "Matt Branstad",
            "id" : "1994"
         },
         {
            "name" : "Michelle McNeill",
            "id" : "2482"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "After the Earth was used up, we found a new solar system and hundreds of new Earths were terraformed and colonized. The central planets formed the Alliance and decided all the planets had to join under their rule.<br> <br>There was some disagreement on that point.<br> <br>After the War, many of the Independents who had fought and lost drifted to the edges of the system, far from Alliance control.<br> <br>Out here, people struggled to get by with the most basic technologies; a ship would bring you work, a gun would help you keep it.<br> <br> A captain’s goal was simple: find a crew, find a job, keep flying.<br>                                                                                                                    -Joss Whedon’s Firefly<br><br>I do the job. I get paid.<br>                                                  -Malcolm Reynolds<br><br>Fuel shipments come in to Anubis station about once an Earth standard week. This is usually not a problem, but there was a freak accident yesterday that burned out the reserves.  Anubis station sits right near the best passage through “The Wall,” the dense, deep asteroid belt that sets the Border worlds apart from the Rim planets. Right now, the corridor is closed for maintenance, with Alliance boats using the asteroids as a gunnery range, and like to shoot anything not running out an Alliance pulse beacon. So five ships are docked here waiting for the fuel transport or the all-clear: Alliance interceptor, Peregrine, Firefly class transport Kitsune, Monarch class long range freighter, Belfast, Bernard class salvage-refitted-as-colony ship, Beta, and the Arrowhead class courier, Lamora.<br><br>Five ships worth of crew  is a whole lot of humanity to be kicking around a 4000 square foot space station, and tensions are like to run high. ‘Specially ‘cause not all them folks are strangers.",
      "id" : "998",
      "title" : "Theatre Arcanos - Still Flyin, a Firefly LARP"
   },
   {
      "time" : "13:45",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Ben Yalow",
            "id" : "0393"
         },
         {
            "name" : "Christopher Garcia",
            "id" : "0071"
         },
         {
            "name" : "Leigh Ann Hildebrand",
            "id" : "0591"
         },
         {
            "name" : "Maurine “Mo” Starkey",
            "id" : "1970"
         },
         {
            "name" : "Sally Woehrle",
            "id" : "2457"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "Regarded as one of the highest honors in the genre, the Hugo Awards are awarded based on a few thousand votes.  Do they reflect the real quality of work or is it simply a popularity contest?  Our panelists, including Hugo winners and Hugo Award organizers, will discuss the Hugo Award process.",
      "id" : "2008",
      "title" : "The Hugo Awards:  Why Should We Care?"
   },
   {
      "time" : "13:45",
      "floor" : "Ground - Back Hall",
      "room" : "Merlot",
      "tags" : [
         "demonstration"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Philip Gust",
            "id" : "0086"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "This class introduces the idea of a \"demo reel,\" a very common tool that many who work in Hollywood, including costumers, use to show off their past work to prospective employers. Most costumers have lots of photos and maybe even some masquerade videos of themselves that they can use to create their very own costumers' demo reel. This class will show how to use the various image, video, and audio editing tools on Windows and Mac OS to create the elements and put together the finished product.",
      "id" : "2068",
      "title" : "Creating a Costumer’s Demo Reel"
   },
   {
      "time" : "13:45",
      "floor" : "Ground - Back Hall",
      "room" : "Sonoma",
      "tags" : [
         "other"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Lynn Gold",
            "id" : "0324"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "Join fans & filkers as they celebrate the life of Hugh Daniel.",
      "id" : "2112",
      "title" : "Hugh Daniel Memorial"
   },
   {
      "time" : "15:00",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [],
      "mins" : 60,
      "people" : [
         {
            "name" : "Andy Trembley",
            "id" : "0216"
         },
         {
            "name" : "Kevin Roche",
            "id" : "0176"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "Unfortunately, all good things come to an end.  Join our Guests of Honor once more as we bring Westercon 66 to a close and hand off to the Westercon 67 team.",
      "id" : "020",
      "title" : "Closing Ceremonies"
   },
   {
      "time" : "16:15",
      "floor" : "Ground",
      "room" : "Zinfandel",
      "tags" : [
         "panel"
      ],
      "mins" : 60,
      "people" : [
         {
            "name" : "Andy Trembley",
            "id" : "0216"
         },
         {
            "name" : "Kevin Roche",
            "id" : "0176"
         }
      ],
      "day" : "2013-07-07",
      "precis" : "We hope you have enjoyed yourselves!  Join us and tell us what went wrong as well as what went right.",
      "id" : "021",
      "title" : "Convention Feedback"
   }
]
