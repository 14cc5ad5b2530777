people = [
   {
      "first" : "Ctein",
      "last" : " ",
      "id" : "0038",
      "bio" : "Ctein is a professional photographer and writer, best known in the SF community for his photographs of eclipses, aurora, natural and unnatural scenics, and space launches and his hand-printed fine-art books. His work can be seen at http://www.ctein.com and www.photo-repair.com<br><br>Ctein's a contributing editor to PHOTO Techniques and the author of POST EXPOSURE-- Advanced Techniques for the Photographic Printer. He's currently writing a new book on digital photo restoration. <br><br>Ctein's been an industrial consultant on computer displays, a technical writer of computer manuals, has degrees in English and Physics from Caltech, and has engaged in pollution research, astronomy, photocopy research, world designing for CONTACT, and radical feminist queer activism. <br><br>If he grows up, he wants to be a dilettante. <br><br>Ctein lives in Daly City with technical writer Paula Butler, two demented psittacines, a half dozen more-or-less normal computers, and twenty kilobooks. He reports that the house seems to be shrinking...",
      "links" : {
         "url" : "ctein.com/"
      },
      "program" : [
         "573b",
         "735",
         "987"
      ]
   },
   {
      "first" : "Unwoman",
      "last" : " ",
      "id" : "2487",
      "bio" : "Unwoman (aka Erica Mulkey) is a San Francisco-based cellist-singer-songwriter and the recipient of the 2013 Steampunk Chronicle Reader's Choice Award for Best Solo Musician. Layered with skillful cello, rich vocals, and electronically arranged beats, her music is a futuristic homage to her classical training. Unwoman's solo performances have been featured at major steampunk, goth, and sci-fi-related events all over the United States. Extremely versatile, able to perform with no amplification, just cello and voice (\"acacella\"), on acoustic or electric cello, with or without live looping, or with full backing tracks, she also plays the piano, cello banjo, and theremin. She has gained notoriety for her collaborations as well, including Amanda Palmer, Abney Park, Stripmall Architecture, Voltaire, Rasputina, Jill Tracy, Vernian Process, Caustic, MC Frontalot, Jody Ellen, Nathaniel Johnstone Band, Black Tape for a Blue Girl, and Attrition.<br><br>Unwoman's most recent release, Lemniscate: Uncovered Volume 2, an album of looping cello-based cover songs, was the product of her seventh successful kickstarter fundraiser and has garnered praise from all corners. It was released just nine months after her fifth original self-produced solo album, The Fires I Started, which raised 306% of its kickstarter goal. Her first covers album Uncovered Volume 1 and her heartwrenching breakup album, Casualties, were also notable successes.<br><br>Unwoman performs solo and as a guest in other bands throughout the US. Unwoman's solo sets have been featured at Steamcon I - IV (Seattle), Wicked Faire and Steampunk World's Fair (New Jersey), Clockwork Alchemy/Fanime (San Jose, CA), Teslacon (Madison, WI), Her Royal Majesty's Steam Symposium (Long Beach, CA), WorldCon (Reno, NV 2011), A-Kon (Dallas, TX 2013), Steampunk Cruise (New Orleans & Caribbean), Victoria Steam Exposition (Victoria, BC), and other major events. <br>",
      "links" : {
         "url" : "www.unwoman.com"
      },
      "program" : []
   },
   {
      "first" : "Tony",
      "last" : "Barajas",
      "id" : "0720",
      "bio" : "Tony is a one of the founding members of St. Michael’s Salle d’Armes.   He was the former treasurer of the guild and is currently the Fight Coordinator of StM.   <br>His interest in fencing started as a child watching Errol Flynn movies and the 1973 version of the Three Musketeers.  Since fencing was not offered at his school he studied traditional martial arts.  He began with taekwondo, and then moved to Shotokan Karate.  In 1991 he began fencing with French Foil and Hungarian Saber.    In 1995 he continued his training in classical Italian fencing at the San Jose State Fencing Master Program.   In 2002 he added fencing with historical Rapier and Dagger, Side Sword and Long sword as well as foot combat in full armor.  In addition to European historical fencing he continues studying traditional martial arts including Aikido, Jujitsu, Kendo and Iaido.<br>He has earned his Black Belt in Aikido, Brown Belt in Taekwondo and is a Provost at Arms from the San Jose State Fencing Master Program. Currently he is the Assistant Coach at the San Mateo Fencing Club.",
      "links" : {},
      "program" : [
         "192"
      ]
   },
   {
      "first" : "Jean",
      "last" : "Battiato",
      "id" : "2138",
      "bio" : "Referred to as the Grandmother or the Godmother of industrial, Neshamah was been the California goth, industrial, trance, and punk scenes for years, making her first appearance as a bouncer in a punk club. In early 1994, she moved from being the hostess to being a dj. After a start with old skool punk and deathrock, she moved into industrial, techno, fusion, and almost any type of music that you can think of. Her eclectic sound has taken her all over the world, placed her on the airwaves of the FM dial, and has given her the title as one of the craziest djs you will ever hear. (Especially in 2001 when she broke six dj world records in one shoot: longest live air shift by a single dj; youngest person to attempt; first college radio station to attempt; first “true” alternative attempt; longest live internet feed of mixing; and first woman to attempt with 102 hours and 45 mins).<br><br>Neshamah was also one of the first club djs to make the jump from the decks to the silver screen. She was picked up almost right off the decks and placed in front of the camera in the forthcoming film, The Last.*  She has since worked as a costumer and a bit player in a number of short and feature films.<br><br>*(editor’s note:  The Last had its preview premiere at last year’s BayCon.)",
      "links" : {},
      "program" : [
         "2125"
      ]
   },
   {
      "first" : "Kent",
      "last" : "Bloom",
      "id" : "0715",
      "bio" : "Began reading science fiction early.  First convention in 1974. Attended lots of cons.  Worked on many of them, including Disclaves, COSines, and Worldcons.  Chaired Denvention 3.  Interests include convention management,science fiction and fantasy literature, and renaissance music and dance.",
      "links" : {},
      "program" : [
         "2002",
         "1072"
      ]
   },
   {
      "first" : "Jeff",
      "last" : "Bohnhoff",
      "id" : "0015",
      "bio" : "Jeff Bohnhoff is a Northern California songwriter/performer who has been working together with his wife Maya since 1979, when he joined Maya’s band.  In 1981 they got married, and eventually decided to perform as a duo.   They have six CDs available, featuring both original songs and parodies (filk).<br>Jeff serves as producer and engineer for Mystic Fig Studios, and has produced albums for Nancy Freeman and Seanan McGuire.  <br>",
      "links" : {
         "url" : "http://www.mysticfig.com/"
      },
      "program" : []
   },
   {
      "first" : "Maya Kaathryn",
      "last" : "Bohnhoff",
      "id" : "0016",
      "bio" : "Born in California, raised in Nebraska, Maya’s fascination with speculative fiction dates from the night her dad let her stay up late to watch The Day the Earth Stood Still.  Mom was furious. Dad was unrepentant.  Maya slept with a nite-lite until she was fifteen and developed a passion for things that came from outer space or went bump in the night. <br><br>Maya started her writing career sketching science fiction comic books in the last row of her third grade classroom. Since then her short fiction has been published in Analog, Amazing Stories, Century, Realms of Fantasy, Interzone, and Jim Baen’s Universe; in 1999, her short story The White Dog (Interzone #142) was a final ballot nominee for the British Science Fiction Award. Her debut novel, The Meri, was a Locus Magazine 1992 Best First Novel nominee. Since, she has published five more speculative fiction novels, the latest of which, Mr. Twilight (Del Rey) was co-written with Michael Reaves. She also worked with Michael on Batman: Fear Itself, a joint release from Del Rey and DC Comics. Her alternate history story “O, Pioneer” was nominated for this year’s Sideways Award for alternate history.<br><br>Maya lives in San Jose where she writes, performs, and records original and parody filk music with her husband Jeff. The couple has been honored with Pegasus Awards for Best Parody and Best Performer. To top it off, they've also produced three musical children: Alex, Avery, and Amanda. <br><br><br>",
      "links" : {
         "url" : "http://www.mysticfig.com/"
      },
      "program" : [
         "1063",
         "192",
         "2119"
      ]
   },
   {
      "first" : "Matt",
      "last" : "Branstad",
      "id" : "1994",
      "bio" : "Matt Branstad has been playing and running RPGs since he was in 7th grade. He started LARPing in 1996 and quickly discovered that it was his preferred style of gaming. He has played in over a dozen LARPs since, serving as a staff member for four and a plank owner for five. Matt is the  most sadistic and devious member of the team, and as such, is the creative genius behind the web of alliances and antagonism that drives the plot of a Theatre Arcanos game.",
      "links" : {},
      "program" : [
         "998"
      ]
   },
   {
      "first" : "Meredith",
      "last" : "Branstad",
      "id" : "2410",
      "bio" : "Meredith shamelessly used her newsletter press credentials to meet all the interesting guests and make them pose for silly photos (Jackals  Forever!) since her first convention in 2002.  She is interested in costuming, special effects make-up, cool biology facts, and gender issues.  In the rest of her life she spends time tagging trees, catching fairy shrimp, and searching for frogs after dark.  She can also troubleshoot your irrigation system over cocktails.",
      "links" : {},
      "program" : [
         "2028"
      ]
   },
   {
      "first" : "Debbie",
      "last" : "Bretschneider",
      "id" : "2267",
      "bio" : "Debbie Bretschneider reluctantly started in fandom by attending Baycon in the 1980's, so she could spend Memorial Day weekend with her boyfriend, Ric. Shortly thereafter, she discovered the Costuming side of fandom (ooh, shiny!) and has been happily creating hall and masquerade costumes ever since. In her previous work life, she was a hairdresser and uses those talents for better costuming. ",
      "links" : {},
      "program" : [
         "1066"
      ]
   },
   {
      "first" : "Ric",
      "last" : "Bretschneider",
      "id" : "2308",
      "bio" : "Ric Bretschneider is a technologist, trouble maker, and problem solver whose interests outstretch his available time by a significant magnitude. He is for hire, but only if you're awesome. You contact him or just learn more about his creative, rebellious, and social sides by visiting ricbret.com",
      "links" : {},
      "program" : [
         "976",
         "132",
         "2012",
         "2064",
         "2080",
         "486"
      ]
   },
   {
      "first" : "Christine",
      "last" : "Brockway",
      "id" : "2446",
      "bio" : "Long time fan with an interest in costumes and Star Trek.  <br>",
      "links" : {},
      "program" : [
         "597",
         "039",
         "1064",
         "1069",
         "592",
         "2081",
         "650"
      ]
   },
   {
      "first" : "Chris",
      "last" : "Burgess",
      "id" : "2436",
      "bio" : "Christopher Burgess is the Fact Guardian and Newsmonger of Radio Free Skaro, with pedantic powers second to none. The third to join the Three Who Rule, Chris quickly put his foot down and crushed all thought of whimsy and error-filled recollections in favour of cold, hard data. Interesting fact: Chris is taller than a giraffe.<br>",
      "links" : {
         "url" : "www.radiofreeskaro.com"
      },
      "program" : [
         "1069",
         "2039",
         "2040",
         "2088",
         "974",
         "2003"
      ]
   },
   {
      "first" : "Jennifer",
      "last" : "Carson",
      "id" : "2479",
      "bio" : "No biography on file.",
      "links" : {},
      "program" : []
   },
   {
      "first" : "Cayden",
      "last" : "Coronado",
      "id" : "2480",
      "bio" : "Cayden went to Mills college where he learned how to do feminist and queer media critique and hasn’t been able to stop since.",
      "links" : {},
      "program" : [
         "1059"
      ]
   },
   {
      "first" : "David",
      "last" : "Coronado",
      "id" : "2481",
      "bio" : "David Coronado has been playing in and running LARPs for over 20 years, including acting as an assistant GM for SIL-West, and Head Storyteller for Ankh and Rose, a monthly Vampire LARP that ran for about 2 years. He’s been playing RPGs since his first D&D game at the Boy Scout Jamboree in 1981. He’s the brains behind the mechanics system that is used in Theatre Arcanos games.",
      "links" : {},
      "program" : []
   },
   {
      "first" : "Richard",
      "last" : "Crawford",
      "id" : "2472",
      "bio" : "Richard lives in an appropriately ancient and drafty house in Sacramento, with his wife and six nearly normal cats. He has participated in National Novel Writing Month since 2001, and has served as Municipal Liaison for Sacramento since 2007. He has won every year that he has participated.",
      "links" : {
         "url" : "www.underpope.com"
      },
      "program" : [
         "940"
      ]
   },
   {
      "first" : "James Stanley",
      "last" : "Daugherty",
      "id" : "0040",
      "bio" : "James Stanley Daugherty, runs a small coconut plantation on Maui, a tiki garden near Las Vegas, and a studio in San Francisco, three places where imagination and history have become so intermingled, that no one can no longer tell where fantasy begins and reality ends.  This is life as it should be. James has also worked as an archaeologist, postman, technical writer, lab technician, librarian, photo journalist, cat breeder, and international investor. He is best known for his fantasy photography of nudes in nudes and dancing around large flames.  ",
      "links" : {
         "url" : "http://www.jsd.com/"
      },
      "program" : [
         "1055"
      ]
   },
   {
      "first" : "Grania",
      "last" : "Davis",
      "id" : "1447",
      "bio" : "Grania Davis is an author and editor of science fiction and fantasy novels and short stories. Her short stories have appeared in various genre magazines, anthologies, and 'best of' collections.  “The Boss in the Wall” (1998, Tachyon Publications with Avram Davidson) was nominated for a Nebula Award in the Best Novella category.<br><br>She grew up in Milwaukee and Hollywood, California, and has lived and worked at various times in bustling New York; on the slopes of volcanoes in Amecameca, Mexico; in Rotorua, New Zealand; on a sandbar in Belize; in a Tibetan refugee settlement in the Indian Himalayas; near neon-lit Tokyo, where she worked as a military historian; and at the beach on North Shore, Oahu, Hawaii, where she graduated from the University of Hawaii.  She currently is working on a collection of her own stories, and continues to edit and publish Avram Davidson’s immortal literary estate.   Her most recent publication is “Estimado Angel” in the April 2013 issue of Locus Magazine.",
      "links" : {},
      "program" : [
         "592"
      ]
   },
   {
      "first" : "Linda",
      "last" : "Deneroff",
      "id" : "1864",
      "bio" : "Linda Deneroff has been reading SF since she was 12 (the golden age!) and watched Star Trek from its inception in 1966. After discovering fandom in 1971, she became a Lunarian and worked on Lunacon. In 1987, she relocated to Seattle and became active in fandom there as well. There, she currently helps run Foolscap, a small literary-and-art-oriented convention. ",
      "links" : {},
      "program" : []
   },
   {
      "first" : "J.L.",
      "last" : "Doty",
      "id" : "2443",
      "bio" : "Jim was born in Seattle, but he's lived most of his life in California, though he did live on the east coast and in Europe for a while. From a very early age he made up stories in his head, but he never considered writing. In his family you went to college, got a degree in something useful and got a real job. So he got a Ph.D. in optical engineering, and went to work as a research scientist. But he was still making up those stories in his head, so he wrote the first draft of A Choice of Treasons, and as he says, \"It was 250,000 words of pure, unmitigated crap. It was terrible: poorly written, poorly plotted, shallow characters that no reader could come to care about. It was the hardest decision I ever made, but I literally threw it away and turned to other projects.\" He spent more than a year writing the first draft of Child of the Sword. Then he went back to A Choice of Treasons and started again, from scratch, a complete rewrite from the get-go. He worked on it for several years before releasing it, and also spent some years putting Child of the Sword through a number of rewrites to insure quality.<br><br>Science has always been a passion of Jim's, but writing is an addiction. He's finished five books now, with three more that are in various stages of completion. Still Not Dead Enough, book 2 in The Dead Among Us, was released in April 2013.<br><br>Jim has a big pet peeve regarding lasers as weapons in science fiction. He spent decades working in the laser and electro-optics industry, even did some research on laser weapons in the 80's. And when writers use a laser as a weapon in a story, they invariably get it wrong, usually by violating some basic law of physics.<br><br>Jim intends to keep on writing and producing more stories, but no laser weapons.",
      "links" : {},
      "program" : [
         "2091"
      ]
   },
   {
      "first" : "Christine",
      "last" : "Doyle",
      "id" : "0048",
      "bio" : "Chris has been attending and running conventions for over a decade, after that pesky “delayed gratification” created by medical school and residency training.  She’s been reading SF/F as long as she can remember, with notable early works including those by Heinlein, Bradbury, McCaffrey, and Tolkein.  And she’s been making costumes for almost as long, starting with the Halloween Pumpkin in kindergarten.  Look for her running around this weekend running the Program.<br>",
      "links" : {
         "url" : "http://www.monty-doyle.com/"
      },
      "program" : [
         "2024",
         "937"
      ]
   },
   {
      "first" : "Jill",
      "last" : "Eastlake",
      "id" : "2486",
      "bio" : "Jill Eastlake has been in SF fandom since 1970 where she worked at registration at her first convention!  She hasn't stopped, other than for a quick breather, since.  Variously on the convention committee, chairing, being on Program, working or in the Masquerade, Jill is well-known for giving a helping hand and asking for many whenever the chance arises.",
      "links" : {},
      "program" : [
         "2043"
      ]
   },
   {
      "first" : "Donald",
      "last" : "Eastlake III",
      "id" : "2485",
      "bio" : "<br><br>",
      "links" : {},
      "program" : [
         "2043"
      ]
   },
   {
      "first" : "J.E.",
      "last" : "Ellis",
      "id" : "2392",
      "bio" : "Mr. Ellis has been writing professionally for more than 15 years, from technical brochures to business plans to short stories to screenplays. As a published novelist and produced screenwriter, his work has earned him several accolades and awards, including a Telly and two Remis. He is currently working on his third novel, “Turnabout,\" and a sci-fi webseries, \"Starfall.",
      "links" : {},
      "program" : [
         "1053",
         "1072",
         "2018",
         "2022",
         "1063"
      ]
   },
   {
      "first" : "Erika",
      "last" : "Ensign",
      "id" : "2475",
      "bio" : "Erika Ensign is co-host and technical producer of the all-female Doctor Who podcast Verity!  She frequently guests on a host of Doctor Who (and other) podcasts, and blogs about Doctor Who, knitting, and other random geeky and non-geeky pursuits at fangirlknitsscarf.wordpress.com.  Her degree in communications, which concentrated on editing and production, is finally serving her in the real world–even if it is for a podcast that pays nothing.  She likes spreadsheets, Canadians, the Oxford comma, and pop punk music.  Not necessarily in that order.",
      "links" : {
         "url" : "veritypodcast.wordpress.com"
      },
      "program" : [
         "606",
         "976",
         "2003",
         "2004",
         "974",
         "2088"
      ]
   },
   {
      "first" : "Kelley",
      "last" : "Eskridge",
      "id" : "2433",
      "bio" : "Kelley Eskridge hails from Florida, where her parents vanity-published her first book when she was 12. She has a BA in Acting and has performed everything from hair-product commercials to a season of guerilla theatre in a bikers’ bar. <br><br>In 1988, she quit her job, took out a loan, and drove 800 miles on crutches to attend the Clarion Writer’s Workshop. She fell stone in love with writing, which she expected, and with Nicola Griffith, which she did not. <br><br>Her novel Solitaire is a New York Times Notable novel, a Borders Books Original Voices selection, and a finalist for the Nebula, Spectrum and Endeavour Awards. Her short fiction collection Dangerous Space includes an Astraea Prize winner, two Nebula finalists, two Tiptree Prize Honor Stories, and a story adapted for SyFy. Her joint essays with Nicola are published US and Australian anthologies, and she is a staff writer for @U2, the world’s largest U2 fan site.<br><br>In 2005, Cherry Road Films optioned Solitaire. In 2006, Kelley talked her producer into letting her <br>do a page-one rewrite of their screenplay. That script, now titled OtherLife, is in development with Cherry Road, Lago Film, Angelefine Productions and BUF. Kelley has three other projects in story/script development.<br><br>Like many writers, she’s had a vagabond career, from washing dishes and building stage sets to <br>writing multi-million dollar engineering proposals. She was among the first wave of women in freelance television crews broadcasting live sports. She wrote Solitaire while working as vice president at Wizards of the Coast. As co-owner of Sterling Editing, she currently edits and coaches an international client list of best-selling, critically acclaimed, and emerging writers.<br><br>Kelley is a board member and former board chair of Clarion West. She lives in Seattle with Nicola. She loves food, drink, conversation, and a good story.<br>",
      "links" : {},
      "program" : [
         "1057",
         "1060",
         "1061",
         "592",
         "1059",
         "2033",
         "2071",
         "2073",
         "2074",
         "2127",
         "2128"
      ]
   },
   {
      "first" : "Adrienne",
      "last" : "Foster",
      "id" : "2013",
      "bio" : "No biography on file.",
      "links" : {},
      "program" : []
   },
   {
      "first" : "Valerie",
      "last" : "Frankel",
      "id" : "0064",
      "bio" : "Valerie Estelle Frankel is the author of many books on pop culture and the heroine's journey including the following: Buffy and the Heroine’s Journey, From Girl to Goddess: The Heroine’s Journey in Myth and Legend, and Teaching with Harry Potter from McFarland and The Many Faces of Katniss Everdeen: Exploring the Heroine of The Hunger Games and Myths and Motifs in The Mortal Instruments from Zossima Press. Once a lecturer at San Jose State University, she's a frequent speaker on fantasy, myth, pop culture, and the heroine’s journey and can be found at http://vefrankel.com. ",
      "links" : {
         "url" : "http://www.calithwain.com"
      },
      "program" : [
         "1071",
         "906",
         "2021",
         "2023",
         "2030",
         "2091"
      ]
   },
   {
      "first" : "Warren",
      "last" : "Frey",
      "id" : "2434",
      "bio" : "Warren Frey is a cinephile, writer, videographer and mispronouncer of every name ever uttered in Doctor Who. Based out of Vancouver, he prefers to ignore the natural splendor of his chosen city and sit in a closet talking into a microphone about Doctor Who surrounded by action figures, books, and a pervasive sense of shame. ",
      "links" : {
         "url" : "www.radiofreeskaro.com"
      },
      "program" : [
         "2039",
         "2040",
         "2019",
         "2012",
         "1063",
         "2028",
         "2071",
         "974",
         "2088"
      ]
   },
   {
      "first" : "M. Todd",
      "last" : "Gallowglas",
      "id" : "2405",
      "bio" : "M Todd Gallowglas has been a professional storyteller at Renaissance Faires and Medieval Festivals for over twenty years. After receiving his Bachelor of Arts in Creative Writing from San Francisco State University in 2009, he used his storytelling show as a platform to launch his fiction career. He is the author of the Tears of Rage and Halloween Jack series, which have spent time on various bestseller lists. He was a fiction contributor for Fantasy Flight Games and developed creative content for the reboot of the children’s classic Reading Rainbow. Now he spends most of his time trying to find the perfect balance between family, writing, airsoft (because it’s not as messy as paintball), and gaming while he’s not off somewhere telling stories.",
      "links" : {},
      "program" : [
         "1018",
         "2017",
         "1060",
         "1063",
         "2021",
         "2091",
         "778",
         "2079"
      ]
   },
   {
      "first" : "Christopher",
      "last" : "Garcia",
      "id" : "0071",
      "bio" : "Christopher J Garcia is a writer, historian, fanzine editor, and filmmaker from Santa Clara, CA. He's probably best-known for editing The Drink Tank (Hugo winner, 2011) or Journey Planet (Hugo-nominated 2012-13), or perhaps for running Fanzine Lounges. He'll be Fan Guest of Honor at Westercon in 2014!",
      "links" : {
         "url" : "http://www.fanboyplanet.com/"
      },
      "program" : [
         "2008",
         "2007",
         "987",
         "132",
         "2001",
         "2080",
         "486"
      ]
   },
   {
      "first" : "David",
      "last" : "Gerrold",
      "id" : "0073",
      "bio" : "David Gerrold is the author of over 50 books, several hundred articles and columns, and over a dozen television episodes.<br><br>TV credits include episodes of Star Trek (“The Trouble With Tribbles” “The Cloud Minders”), Star Trek Animated (“More Tribbles, More Troubles” “Bem”), Babylon 5 (“Believers”), Twilight Zone (“A Day In Beaumont” “A Saucer Of Loneliness”), Land Of The Lost (“Cha-Ka” “The Sleestak God” “Hurricane” “Possession” “Circle”), Tales From The Darkside (“Levitation” “If The Shoes Fit”), Logan’s Run (“Man Out Of Time”), and others.<br><br>Novels include When HARLIE Was One, The Man Who Folded Himself, The War Against The Chtorr septology, The Star Wolf trilogy, The Dingilliad young adult trilogy, the Trackers duology, and more.<br><br>The autobiographical tale of his son’s adoption, The Martian Child won the Hugo and Nebula awards for Best Novelette of the Year and was the basis for the 2007 movie Martian Child, starring John Cusack, Amanda Peet, and Joan Cusack.<br>",
      "links" : {
         "url" : "www.gerrold.com"
      },
      "program" : [
         "2069",
         "035",
         "2019",
         "650",
         "987",
         "2129",
         "2130"
      ]
   },
   {
      "first" : "Glenn",
      "last" : "Glazer",
      "id" : "2441",
      "bio" : "Glenn Glazer has been working on conventions since 1980 in a wide variety of capacities, from door guard to department head (including a major sanity break  when he ran four art shows in one year – never again!) on up.  Most recently he has run registration for World Fantasy Convention 2009,  chaired SMOFcon 28 and Westercon 64, and is the Events Division Head for Lonestarcon 3.  Glenn is currently serving as a Director for two convention-running non-profit organizations, SCIFI and SFSFC.  He lives amidst the redwoods in Felton, California with his wonderful wife, Allison and their adorable pug, Winnie.",
      "links" : {},
      "program" : [
         "1071",
         "132"
      ]
   },
   {
      "first" : "Lynn",
      "last" : "Gold",
      "id" : "0324",
      "bio" : "Lynn has been involved with west coast fandom for more years than she likes to publicly admit.  She has worked on BayCon, Consonance, numerous Westercons and Worldcons, and is active in the filk community.  She has been Fan GOH at LosCon, Featured Filker at Leprecon, Interfilk Guest at ConterPoint, and Toastmaster at Consonance.  Professionally, she's reported on news, traffic, and whatever else they've asked her to report on the San Francisco Bay area's airwaves for more than 20 years, and has been a computer professional for even longer, having been a programmer, system administrator, and technical writer.  She is currently an Information Developer at IBM.<br><br>When she's not working, she writes and performs music and hangs out with her Bichon Frise, Lady.  If you happen to see her on the first day of Westercon, don't forget to wish her a Happy Birthday (yes, she's a July 4th \"baby\")!<br>",
      "links" : {
         "url" : "www.rahul.net/figmo"
      },
      "program" : [
         "2018",
         "2017"
      ]
   },
   {
      "first" : "Nicola",
      "last" : "Griffith",
      "id" : "2432",
      "bio" : "Nicola Griffith is a native of Yorkshire, England, where she earned her beer money teaching women's self-defense, fronting a band, and arm-wrestling in bars. Then in 1988 she went to Clarion to find out what this writing thing was all about.<br><br>There she met and fell head over heels with Kelley Eskridge. To stay together they had to fight. Hard. In the end, Nicola's immigration case made new law: the State Department declared it to be \"in the National Interest\" for her to live and work in this country. She's now a dual US/UK citizen.<br><br>In 1993 a diagnosis of multiple sclerosis slowed her down a bit, and she focused on writing. Her novels are: Ammonite and Slow River (sf), and The Blue Place, Stay, and Always (crime fiction). She co-edited the BENDING THE LANDSCAPE series (original short fiction with queer characters). Her short fiction and essays have appeared in a variety of places e.g. Nature, New Scientist, and The Los Angeles Review of Books (where she is a contributing editor). Her awards include the Tiptree, Nebula, and World Fantasy Awards, Premio Italia, 3 Spectrum Awards and 6 Lambda Literary Awards (most recently for her multi-media memoir, And Now We Are Going to Have a Party: Liner Notes to a Writer's Early Life.) In June the Lambda Literary Foundation awarded her the Outstanding Mid-Career Novelist Prize.<br><br>Her forthcoming novel, Hild (set in seventh-century Britain, and about the girl who grew up to become St. Hild of Whitby), will be published by Farrar, Straus and Giroux on November 12, 2013. She can hardly wait to unleash Hild on the world... <br><br>Meanwhile she lives in Seattle with Kelley where she co-owns Sterling Editing, futzes with the ukulele, drinks just the right amount of beer, and takes enormous delight in everything.<br>",
      "links" : {},
      "program" : [
         "1018",
         "2033",
         "2071",
         "2072",
         "2074",
         "2091",
         "2127",
         "2128"
      ]
   },
   {
      "first" : "Katrina",
      "last" : "Griffiths",
      "id" : "2474",
      "bio" : "Katrina Griffiths is a Canadian podcaster, knitter and writer who co-hosts on both Across the Planet Comics and Verity! an all female Doctor Who podcast. Her fandom love runs through Doctor Who, caped comics, South Park and Supernatural. She considers herself to be a proud slash and intellectual writer.",
      "links" : {
         "url" : "veritypodcast.wordpress.com"
      },
      "program" : [
         "2035",
         "2023",
         "2088",
         "974"
      ]
   },
   {
      "first" : "Kathe",
      "last" : "Gust",
      "id" : "0085",
      "bio" : "Kathe is an Engineering Librarian at Stanford University, where she works with the departments of Civil and Environmental Engineering and Materials Science.<br>Kathe is the Recording Secretary of the International Costumer's Guild and the Membership Coordinator of the Greater Bay Area Costumer's Guild.he and her husband Phil Gust enter, run, and judge masquerades and present workshops on topics such as Building Harry Potter Wands, The Padawan's Lightsaber Academy, and Building Mascot Heads among others.  For an overview of some of Kathe and Phil's work please visit her website at: celefinniel.net.<br>",
      "links" : {
         "url" : "http://celefinniel.webhop.net"
      },
      "program" : [
         "037",
         "1065",
         "1066",
         "1064"
      ]
   },
   {
      "first" : "Philip",
      "last" : "Gust",
      "id" : "0086",
      "bio" : "Philip Gust has been interested in how things are made ever since he can remember, and has spent way too much time finding out. Since discovering science fiction and monster movies in his early teens, he's been especially interested in special effects, animation, props, and prosthetic makeup. He has also added costuming list of vices.<br>He and his wife Kathe teach costuming classes, compete internationally, and judge and run masquerades. He is currently president of the International Costumers Guild. and edits\"\"The Virtual Costumer,\"\" a quarterly costuming ezine (http://www.siwcostumers.org/vc).<br>Philip is an expert in graphical user interfaces, \"\"groupware\"\", virtual environments, and digital preservation systems. He was active in the space program as a member of science teams for NASA  interplanetary space missions that have visited every planet in the solar system, including Mariner 10 (Venus, Mercury) and Voyager (Jupiter, Saturn, Uranus, Neptune), and Viking (the first Mars lander).",
      "links" : {
         "url" : "http://www.NouveauSystems.com"
      },
      "program" : [
         "037",
         "039",
         "2066",
         "2068"
      ]
   },
   {
      "first" : "Marty",
      "last" : "Halpern",
      "id" : "0088",
      "bio" : "Marty Halpern is a two-time finalist for the World Fantasy Award–Professional for his work with Golden Gryphon Press. From 1999 through 2007, Marty acquired, edited, copy edited, and proof read for GGP, his edited work winning the Hugo Award, World Fantasy Award, the International Horror Guild Award, and the William L. Crawford Fantasy Award.<br>Marty now freelances, working directly with authors to prepare their manuscripts for publication, as well as working for independent publisher Tachyon Publications, and other publishers including Ace Books (Charles Stross’s “Laundry Files” series) and Morrigan Books UK (Liz Williams’s “Detective Inspector Chen” series).<br>Marty’s most recent project is Alien Contact (Night Shade Books, 2011), an anthology of the best alien contact stories from the past thirty or so years. He has a dedicated Alien Contact page on his blog with the complete text of, or links to, a dozen of the stories.<br>Currently, Marty is one of the hundreds of creditors to whom money is owed by Night Shade Books.<br>Blog “More Red Ink”: martyhalpern.blogspot.com; Twitter: @martyhalpern; Facebook and Google+: Marty Halpern",
      "links" : {
         "url" : "http://www.goldengryphon.com"
      },
      "program" : [
         "2021",
         "1061",
         "410",
         "2094"
      ]
   },
   {
      "first" : "Lisa",
      "last" : "Hayes",
      "id" : "2162",
      "bio" : "No biography on file.",
      "links" : {},
      "program" : []
   },
   {
      "first" : "Mette",
      "last" : "Hedin",
      "id" : "2268",
      "bio" : "Busy and Lazy,<br>Extroverted and Demure,<br>Practical and Crazy,<br>Uncertain and Absolutely Sure.<br>These are a few of my favorite things...<br>...that can be said about me. <br>(2013 WC66)<br>",
      "links" : {},
      "program" : [
         "2038",
         "956"
      ]
   },
   {
      "first" : "Howard",
      "last" : "Hendrix",
      "id" : "0093",
      "bio" : "Hendrix's first four published novels appeared from Ace Books (Penguin Putnam): Lightpaths (1997), Standing Wave (1998), Better Angels (1999), and Empty Cities of the Full Moon (2001). His fifth novel, The Labyrinth Key, appeared from Ballantine Del Rey in April 2004. His sixth novel,  Spears of God, was published by Del Rey in December 2006.  <br><br>His more recent short fiction has appeared in the Asimov’s Science Fiction Magazine, Analog Science Fiction Science Fact, and various anthologies, such as Microcosms, Aeon Two, Aeon Five, and Future Shocks.  <br><br>He lives in Shaver Lake, California, where he spends his time dodging the slings and arrows of outrageous fortune.",
      "links" : {},
      "program" : []
   },
   {
      "first" : "Allison",
      "last" : "Hershey",
      "id" : "2464",
      "bio" : "She's tried her hand at radio production, investigative reporting, working in the Deaf Community, designing games, doing professional illustration, art directing, running a comic strip, and now she is learning all she can about the indie publishing scene.  Allison Hershey has done many things in her life, but she keeps coming back to the basics: art and fandom.  From playing _Slan_ and drawing cats in kindergarten, to writing and illustrating fantasy stories 50 years later, she has found her true calling behind every door she opened.",
      "links" : {},
      "program" : [
         "2009",
         "573f"
      ]
   },
   {
      "first" : "John",
      "last" : "Hertz",
      "id" : "0249",
      "bio" : "Probably best known for infecting fandom with English Regency ballroom dancing. Often found moderating panels, judging Masquerades, leading Art Show tours. Cameo appearance in Larry Niven's N-Space. Fan Guest of Honor at Westercon 57. Three Hugo nominations as Best Fanwriter. Favorite non-SF authors, Maimonides, Nabokov, Saigyo, Sayers. Fanzine: Vanamonde. Drink: Talisker. Likes rum pots, clay pots, crackpots, and how are you, Mr.Wilson?<br>",
      "links" : {},
      "program" : [
         "1055",
         "573a",
         "2104",
         "2105",
         "2106"
      ]
   },
   {
      "first" : "Richard",
      "last" : "Hescox",
      "id" : "0340",
      "bio" : "Richard Hescox's first paperback cover appeared in 1976, and since then he has produced over 130 covers for every major publisher of fantasy and science fiction. He has frequently illustrated for the motion picture industry, creating illustrations for the films \"The Howling\", \"The Philadelphia Experiment\", \"House\", \"E.T.\", \"The Dark Crystal\", \"The Fly\" and \"Swamp Thing\". His paintings have been exhibited at the Society of Illustrators, the Canton Museum of Art and at the Delaware Art Museum. Since 1993 Richard has created artwork for numerous computer games. He worked on conceptual designs for Mechwarrior 5.  His current project is artwork for a special edition of A Clash of Kings, which will be published by Subterranean Press.<br>",
      "links" : {
         "url" : "www.richardhescox.com"
      },
      "program" : [
         "573c",
         "2111",
         "1053",
         "1055"
      ]
   },
   {
      "first" : "Leigh Ann",
      "last" : "Hildebrand",
      "id" : "0591",
      "bio" : "Leigh Ann Hildebrand is fresh from a two year sojourn '\"near Boston\" where through a series of arcane academic rites, she became a Master of Theological Studies and bona fide expert on medieval theories about proliferating rabbit orifices, peeing on John Harvard, and both Mayan and zombie apocalypses. Recently, Leigh Ann has spent her spare time wondering what it might be like to have spare time. No, she didn't see that season of Doctor Who. No, she didn't read that great book that came out last year. However, she did write some really cool papers about genderqueer rabbis, the Reclaiming tradition, and bootblacking. In 2013, Leigh Ann returned to print with a short story for a Laura Antoniou Marketplace fan anthology, _No Safewords_. When she grows up, she wants to be a religious studies professor or a corporate theologian at Google<br>",
      "links" : {},
      "program" : [
         "132",
         "2008",
         "906",
         "1059",
         "592",
         "2080"
      ]
   },
   {
      "first" : "Rebecca",
      "last" : "Inch-Partridge",
      "id" : "0100",
      "bio" : "Rebecca Inch-Partridge (aka R.I. Partridge) has had several short stories and articles published in small press magazines and on-line magazines. She has severed as president of her local writer’s group and as a slush pile reader for an on-line SF magazine. She holds degrees in Sign Language and Management and Ethics, which she says in not an oxymoron.  Her day jobs have ranged from working in emergency services in the Bay Area, coordinating district wide afterschool enrichment program, teaching sign language,  social worker for the developmentally disabled to activities director at a senior living complex. By night she is the ruler of the Paraxous Star Cluster. Her first Paraxous Cluster novel, Captured, is available through her chapter of the week club at www.ripartridge.com ",
      "links" : {
         "url" : "http://www.Paraxous.com/"
      },
      "program" : [
         "1062",
         "987",
         "2011",
         "2013",
         "355",
         "2020",
         "2023",
         "2024",
         "778",
         "2030"
      ]
   },
   {
      "first" : "Phyllis",
      "last" : "Kalbach",
      "id" : "2448",
      "bio" : "Phyllis earned a master’s degree in Special Education and holds credentials in Elementary and Adult Education.  Her many teaching credentials include  Social Sciences, Human Development, English as a Second Language, Elementary Education and Computer Technology. <br><br>After serving in the Air Force, Phyllis worked her way through college with the help of the G.I. Bill.  She secured employment with the State of California and with the San Juan School District.  She has worked as a college professor at Chapman University and is presently teaching English as a Second Language to Adults at the Western Placer School District in Lincoln, Ca. She has published Blue Moon, a SciFi Thriller.<br><br>Phyllis resides in Lincoln, Ca. with her husband Cyril.  She has a son in Lincoln, and another son and two grandchildren in Susanville, CA.",
      "links" : {},
      "program" : [
         "1061",
         "2022",
         "2025"
      ]
   },
   {
      "first" : "Jordin",
      "last" : "Kare",
      "id" : "0348",
      "bio" : "Jordin Kare is an astrophysicist / laser engineer / Star Warrior / rocket scientist / inventor / cybernetic necromancer / filker / punster and occasional fictional character.  He’s a graduate of MIT and has a Ph.D. in astrophysics from Berkeley.  He has worked on, among other things, laser launch systems, advanced satellites, and interstellar propulsion technologies.  <br><br>Jordin is currently a staff inventor at Intellectual Ventures in Bellevue, WA; his work at IV on a laser \"fence\" that kills mosquitos to combat malaria was featured in a front-page article in the Wall Street Journal.  He’s a inventor on over 100 issued patents and over 400 published patent applications.  He's also a founder of LaserMotive, a startup company building laser power beaming systems.<br><br>Jordin has also turned up on Manticore, at Callahan’s Bar, and in several other fictional universes; he attributes this to a side effect of having Ferdinand Feghoot as a Ph.D. advisor. <br><br>Jordin and his wife Mary Kay live in a 105-year-old house in Seattle with three extremely athletic Savannah cats and a \"Danger -- Class IV laser -- 10,000 Watts\" sign on the utility-room door.<br>",
      "links" : {},
      "program" : [
         "735",
         "650"
      ]
   },
   {
      "first" : "Eric",
      "last" : "Larson",
      "id" : "2021",
      "bio" : "No biography on file.",
      "links" : {},
      "program" : []
   },
   {
      "first" : "Steve",
      "last" : "Libbey",
      "id" : "2402",
      "bio" : "Stephen was dragged to his first convention by a girl.  For some reason he married her anyway.  Since then he has worked on several conventions including helping to create the newsletter for the 2011 World Science Fiction Convention (Renovation).  In 2012 he and several of his closest friends started a new convention, Convolution: The Next Step.  He is an avid gamer, occassional podcaster, coffee snob, and watches much more TV than is probably healthy.  In his spare time he works in the consumer electronics industry for a major speaker manufacturer. <br>",
      "links" : {},
      "program" : [
         "2035",
         "2003",
         "2024",
         "2069"
      ]
   },
   {
      "first" : "Jacqueline",
      "last" : "Lichtenberg",
      "id" : "1618",
      "bio" : "Jacqueline Lichtenberg, professional reviewer, editor, creator of the Sime~Gen Universe, primary author of Star Trek Lives!, founder of the Star Trek Welcommittee, creator of the term Intimate Adventure, winner of the Galaxy Award for Spirituality in Science Fiction and the first Romantic Times Award for Best Science Fiction Novel.  Available in e-book, print, audiobook, and dramatization on Satellite Radio.  New novels in 2011/12  and Sime~Gen being developed for a video game. ",
      "links" : {},
      "program" : [
         "2069"
      ]
   },
   {
      "first" : "Bryan",
      "last" : "Little",
      "id" : "2271",
      "bio" : "I am a Sci-fi fan with ADHD which means I like a lot of things a LOT!  My favorite Sci-fi book is. . . Ooh there’s a squirrel outside my window!!! Oh, what was I saying about Tikis? They’re awesome! And so is Voltron ! Hey, that contains Tron in it, lol, man that Peter Davison is a cheeky fellow, did anyone see that movie Sunshine? “I like to make waffles!” Punk rock, you say? . . . Man, writing bios is Hard!  Oh pickle!",
      "links" : {},
      "program" : [
         "2038"
      ]
   },
   {
      "first" : "Patricia",
      "last" : "MacEwen",
      "id" : "0126",
      "bio" : "Patricia MacEwen is a physical anthropologist whose research is largely focused on the real life horrors of genocide. She has taken part in war crimes investigations for the UN’s International Criminal Tribunal, and was a forensic tech for a California police department for several years. Her interests also include global warming, marine ecology and puppets. She writes in the science fiction, fantasy, horror and mystery genres.",
      "links" : {},
      "program" : []
   },
   {
      "first" : "Sandra",
      "last" : "Manning",
      "id" : "2444",
      "bio" : "Sandy Manning has taught high school math in remote parts of Alaska.  She is also piloting an iPad program in the Math program at her school.  In addition to living in an extremely dark and cold climate, she has lived in tropical and desert climates.  Sandy discovered Science Fiction and Fantasy back in elementary school.",
      "links" : {},
      "program" : [
         "597",
         "397",
         "1071",
         "2025",
         "2028",
         "1064",
         "2091"
      ]
   },
   {
      "first" : "David",
      "last" : "Maxine",
      "id" : "1643",
      "bio" : "David Maxine (Small Press Special Guest) founded Hungry Tiger Press in 1994. The press specializes in Oz and L. Frank Baum material, including the acclaimed time-travel Oz book PARADOX IN OZ and the Grammy Award nominated CD \"Vintage Recordings from the 1903 Broadway Musical THE WIZARD OF OZ.\"  He is also the Programming Chairman for the WINKIE CON, the longest running Oz con, which will hold its 50th annual convention next summer!<br><br>Trained as a Set Designer, David also works for San Diego Opera as a scenic painter and make-up artist. He and his partner, Eric Shanower, live in San Diego.",
      "links" : {},
      "program" : [
         "2002",
         "2009",
         "2076",
         "410",
         "2131",
         "2132"
      ]
   },
   {
      "first" : "Frederick J.",
      "last" : "Mayer",
      "id" : "2468",
      "bio" : "Frederick J. Mayer is a multi-award-winning poet and has been hailed as one of the \"significant Fantasy Poets\" of the modern era. He was the first to hold the Poet Laureate position at WorldCon (Denver, 1981). He is a founding member of the Science Fiction Poetry Association (SFPA) and nominated for its Rhysling Award which is presented \"for excellence in Science Fiction/Fantasy/Speculative Fiction.\"  <br>Mayer was Creator/Head Writer for the award winning radio drama series of SF/Fantasy/Macabre Arkham Theatre which had guest performers such as Fritz Leiber, jr and Donald Sydney-Fryer. The program had its origins in Sacramento and eventually had national syndication thanks to the aid of Ray Bradbury.<br> <br>He has recently returned from 17 years in Asia.  While living there, Mayer had numerous publications/performances of his Fantasy/Macabre work including the hit musical KuMiHo (\"Nine Tailed Fox\"). He is an expert on Asian folk tales and the status of speculative fiction in the area.  Upcoming projects include the Clark Ashton Smith anthology/bibliography “Anno Klarkash-Ton” and a new Mythos book involving Jeju Island in Korea.<br> <br>Also known as an illustrator and outre artist, he will be doing work for the PNAKOTIC ATLAS to be released this year at Necronomicon.<br><br>Frederick, currently resides in Northern California with his companion Jackalope \"Tokkei\".",
      "links" : {},
      "program" : [
         "1018",
         "2011",
         "2017",
         "2018",
         "2020",
         "2022"
      ]
   },
   {
      "first" : "Derek",
      "last" : "McCaw",
      "id" : "0588",
      "bio" : "Derek McCaw has commented on geek culture for over six years as Editor-in-Chief of Fanboy Planet. After years of dreaming, he turned comics professional last year writing Tony Loco for Illusive Arts Entertainment and now serving as editor for William Katt's Catastrophic Comics. For twenty years, he has been a professional actor improvisational comedian with ComedySportz, Mumblypeg and anyone who will have him, and teaches Drama at Notre Dame High School in San Jose. Late at night, he is troubled by the thought that Christopher J. Garcia just might be his fault.",
      "links" : {
         "url" : "www.fanboyplanet.com"
      },
      "program" : [
         "486"
      ]
   },
   {
      "first" : "Michelle",
      "last" : "McNeill",
      "id" : "2482",
      "bio" : "Michelle McNeill is a second-generation gamer who practically learned to read playing D&D. She ran her first LARP at LosCon in 1989, talking a number of fellow attendees into playing a pickup D&D game wearing togas made from hotel bedsheets. Since then, she’s been a Storyteller for several ongoing World of Darkness LARPs. Michelle is the primary source for the setting and characters in Theatre Arcanos games.",
      "links" : {},
      "program" : []
   },
   {
      "first" : "Lance",
      "last" : "Moore",
      "id" : "0146",
      "bio" : "Lance Moore is a technical communicator by trade, and a transgender educator and activist by inclination. He's been involved in fandom since the days of the Puget Sound Star Trekkers, co-founded the Santa Barbara Science Fiction Alliance after that, and working behind the scenes at cons (including this one) doing marketing and communications for ...awhile... now.",
      "links" : {},
      "program" : [
         "1059",
         "1068"
      ]
   },
   {
      "first" : "Edward",
      "last" : "Muller",
      "id" : "0151",
      "bio" : "No biography on file.",
      "links" : {
         "url" : "http://www.EdwardMuller.com/"
      },
      "program" : [
         "2013"
      ]
   },
   {
      "first" : "Stephen",
      "last" : "Nelson",
      "id" : "0583",
      "bio" : "Stephen Nelson is a podcaster, software engineer, and internationally recognized expert on tea (in the loosest possible definition of almost all of those words). He has sailed the Baltic in a 28-foot sailboat, flown over Reno in a hot air balloon, hunted for ghosts in a mobile home, and toured the Bay Area by zeppelin. Mostly, he wants to talk endlessly about tea. Be warned. If you like that sort of thing, he recommends his podcast \"Tea Rage\". Even if you don't, you may enjoy the JackalCast, a podcast about fandom, which he co-hosts with Steve Libbey.",
      "links" : {},
      "program" : [
         "2001",
         "2003",
         "1062",
         "696",
         "735",
         "1064"
      ]
   },
   {
      "first" : "Val",
      "last" : "Ontell",
      "id" : "2451",
      "bio" : "Val Ontell’s almost 40 years in fandom include chairing the 2011 World Fantasy Convention, 2010 Conjecture, and 1986 and 1989 Lunacons.  She has held committee positions at local and regional cons, Westercons, and Worldcons and is currently Guest Liaison for ConDor, Conjecture, Gaslight Gathering, and Comic Fest and a Senior Assistant in the Autograph Area at Comic-Con, all in San Diego.  With her husband Ron, she was 2002 Lunacon Fan GoH.  She retired as a librarian in 2010 after 40 years, so she now has time to indulge her loves of reading, travel, singing, and chocolate.",
      "links" : {},
      "program" : [
         "1070",
         "1071",
         "2002",
         "1068",
         "2011",
         "606"
      ]
   },
   {
      "first" : "John",
      "last" : "O’Halloran",
      "id" : "0266",
      "bio" : "Computer Geek, Theatre Geek, Costumer, Taiko Player.  John has been reading F&SF since he could read.  Playing with computers since High School when the only input available was punch cards.  Loves spending days in the dark working in community theatre or at convention masquerades.  ",
      "links" : {},
      "program" : []
   },
   {
      "first" : "Chris",
      "last" : "O’Halloran",
      "id" : "2074",
      "bio" : "",
      "links" : {},
      "program" : []
   },
   {
      "first" : "Kay",
      "last" : "Pannell",
      "id" : "0163",
      "bio" : "Kay Pannell has over 25 years experience in environmental remediation.  she's cleaned up everything from petroleum spills to unexploded ordnance and radioactive waste.  She puts her skills to use at Baycon by holding a workshop on preparing for the zombie apocalypse.  Usually can be seen in a white lab coat and an \"Arkham County coroner\" hat.",
      "links" : {},
      "program" : [
         "2004",
         "592",
         "2009",
         "735"
      ]
   },
   {
      "first" : "Tory",
      "last" : "Parker",
      "id" : "0164",
      "bio" : "Tory has been costuming for longer than she cares to admit and reading SF and fantasy even longer  She has done a number of things from driving a school bus to working as a disc jockey.  She lives with her partner of 18 years, Kay, six cats and five chickens.",
      "links" : {
         "url" : "www.bizarremagick.com"
      },
      "program" : [
         "397",
         "1068",
         "192",
         "2011",
         "2013",
         "2044",
         "2099",
         "2096"
      ]
   },
   {
      "first" : "Eileen",
      "last" : "Rendahl",
      "id" : "2467",
      "bio" : "Eileen Rendahl is the national bestselling and award winning author of the Messenger series. She is also the author of four chick lit novels and writes romantic suspense as Eileen Carr.<br><br>Eileen was born in Dayton, Ohio. She moved when she was four and only remembers that she was born across the street from Baskin-Robbins. Eileen remembers anything that has to do with ice cream. Or chocolate. Or champagne.<br><br>She has had many jobs and lived in many cities and feels unbelievably lucky to be where she is now and doing what she's doing.<br>",
      "links" : {},
      "program" : [
         "778",
         "2030",
         "2019"
      ]
   },
   {
      "first" : "Emerian",
      "last" : "Rich",
      "id" : "2394",
      "bio" : "Frequently called a \"Happy Goth\", Emz is a five-foot bundle of energy with too many projects going at once. She is an author, artist, and Horror Hostess of the international horror podcast, HorrorAddicts.net. Best known for her vampire series, Night's Knights, she also dabbles in sci-fi and fantasy. Under the name Emmy Z. Madrigal, she writes the Sweet Dreams Musical Romance series. To find out more about Emz, go to embox.com.",
      "links" : {
         "url" : "www.emzbox.com"
      },
      "program" : [
         "1061",
         "1018"
      ]
   },
   {
      "first" : "Kim Stanley",
      "last" : "Robinson",
      "id" : "0175",
      "bio" : "Kim Stanley Robinson was born on March 23, 1952, in Waukegan, Ill., the birthplace of Ray Bradbury. He grew up in Orange County, Calif., and currently lives in Davis, Calif., near Sacramento, with his wife, Lisa Nowell (an environmental chemist at the U.S. Geological Survey), two boys and two cats.<br>A full-time writer since 1985, Robinson worked a variety of jobs prior to that, including bookstore clerk, but spent most of his pre-writing career as a teacher. He enjoys gardening, backpacking, sports and reading.<br><br>He is the winner of two Hugos, two Nebulas, a World Fantasy Award and the John W. Campbell Memorial Award (for best science-fiction novel). His most famous work is his Mars series—Red Mars, Green Mars and Blue Mars—which details the terraforming of the Red Planet. His Science in the Capital series, which is made up of three volumes—Forty Signs of Rain, Fifty Degrees Below and Sixty Days and Counting—speculates on the effects of and fixes for global warming. He is currently nominated for a Hugo award for Best Novel for 2312.<br>",
      "links" : {},
      "program" : [
         "2117"
      ]
   },
   {
      "first" : "Kevin",
      "last" : "Roche",
      "id" : "0176",
      "bio" : "Kevin Roche has been making costumes since he was 8 (and has the photographic evidence to prove it!). He was honored with the International Costumers Guild Lifetime Achievement Award in 2007. In his secret identity as a research scientist at IBM's Almaden Research Center, he's hard at work wrangling giant robot vacuum chambers and electrons in the growing field of spintronics.<br><br>Kevin and his husband Andy Trembley set out in 2002 to bring Costume-Con back to California, and ~900 hundred costumers showed up at CC26 in 2008 to join the fun. More recently, Kevin and Andy threw an olive tasting/bid hoax party at a Westercon, and now find themselves chairing this Westercon.  <br><br>Kevin is also the creator of Thinbot, the gold-medal winner in the robotic bartending event at Robogames 2011, the international robotics competition. Thinbot is frequently found hard at work serving visitors to Kevin and Andy's parties at conventions.<br><br>He is also the editor of Yipe! The Costume Fanzine of Record (www.yipezine.com).<br>",
      "links" : {
         "url" : "http://www.twistedimage.com"
      },
      "program" : [
         "2080",
         "937",
         "039",
         "1068",
         "021",
         "2081"
      ]
   },
   {
      "first" : "Karen",
      "last" : "Sandler",
      "id" : "2452",
      "bio" : "Karen Sandler is the author of more than a dozen romances for adults, the Tankborn science fiction trilogy for teens, and the Janelle Watkins mystery series. She lives in Northern California with her husband, Gary, and two cats--pleasingly plump Tenka and formerly feral Zak. For stress-relief she rides her Andalusian/Morgan mare, Belle, and folk dances with her hubby. For more about Karen, visit www.karensandler.net.",
      "links" : {},
      "program" : [
         "1060",
         "2021",
         "2030",
         "2120"
      ]
   },
   {
      "first" : "Lisa",
      "last" : "Satterlund",
      "id" : "2459",
      "bio" : "I've been a costumer for more than 30 years, an aspiring writer longer than that and an SF reader longest of all. I grew up in the southeast corner of Washington state, moved to the southwest of New England, then gratefully back to the west of Washington state.",
      "links" : {},
      "program" : [
         "039",
         "937",
         "940",
         "2081"
      ]
   },
   {
      "first" : "Steven",
      "last" : "Schapansky",
      "id" : "2435",
      "bio" : "Steven Schapansky has interviewed countless current and past Doctor Who luminaries, both on-screen and behind the scenes. His laser-like focus on the minutiae of production codes and names of obscure British actors from the 1960s and 70s is matched only by his keen acumen for hockey history and Led Zeppelin rarities.",
      "links" : {
         "url" : "www.radiofreeskaro.com"
      },
      "program" : [
         "2001",
         "976",
         "2019",
         "2039",
         "2040",
         "2088",
         "974"
      ]
   },
   {
      "first" : "Chuck",
      "last" : "Serface",
      "id" : "2456",
      "bio" : "Chuck Serface lives in the San Francisco Bay Area, having earned a BA in Psychology and MA in English Literature (Emphasis: Creative Writing) from San Jose State University.  Since 1988, he has been working in the suicide prevention/crisis intervention field. From 2008 to 2010, he took a leave of absence to volunteer for the Peace Corps TEFL (Teaching English as a Foreign Language) Program, and completed his service in Ukraine teaching colloquial and business English  for the Department of Foreign Languages for Banking Business at Ternopil National Economic University.  An AML (Acute Myelogenous Leukemia) survivor, Chuck has been in remission since June, 2004.  His poetry has appeared in The Edge City Review, Pivot, The Neovictorian/Cochlea, and Reed.",
      "links" : {},
      "program" : [
         "1070",
         "2035",
         "1072",
         "355",
         "2020",
         "606"
      ]
   },
   {
      "first" : "Eric",
      "last" : "Shanower",
      "id" : "1759",
      "bio" : "Eric Shanower is the Eisner Award-winning cartoonist of the graphic novel series Age of Bronze (Image Comics), a retelling of the Trojan War story. With cartoonist Skottie Young, he is adapting L. Frank Baum’s classic Oz books to award-winning, New York Times best selling graphic novels (Marvel Comics). Shanower’s past comics work includes his own Oz graphic novel series, currently published as Little Adventures in Oz (IDW), as well as comics art for An Accidental Death by Ed Brubaker, The Elsewhere Prince by Moebius and R-JM Lofficier, and Harlan Ellison’s Dream Corridor. He has illustrated for television, magazines, and children’s books. He’s the author of The Giant Garden of Oz and The Salt Sorcerer of Oz and Other Stories. He lives in San Diego, California, with his partner, David Maxine, and a cat. Examples of his work can be found at www.age-of-bronze.com.",
      "links" : {},
      "program" : [
         "2009",
         "940",
         "2012",
         "2070",
         "2075",
         "2131",
         "2132"
      ]
   },
   {
      "first" : "Mel",
      "last" : "Siermaczeski",
      "id" : "2476",
      "bio" : "Hailing from Vancouver, BC, Mel Siermaczeski is an authentic fake geek girl. When she isn't found creating digital graphics, photography or web design, Mel likes to spend her free time pwning noobs and yelling into her headset. ",
      "links" : {},
      "program" : [
         "906",
         "2004"
      ]
   },
   {
      "first" : "Kevin",
      "last" : "Standlee",
      "id" : "0205",
      "bio" : "Kevin Standlee was co-Chair of ConJosé, the 2002 Worldcon. He is a director of SFSFC, Inc., the parent corporation of the 1993 and 2002 Worldcons and the 2000, 2011, and 2013 Westercons, and is also a director of the Science Fiction & Fantasy Translation Awards. Kevin’s first SF convention was the 1984 Worldcon, and he has worked on conventions in roles from gopher to Worldcon Chairman. Kevin is an expert on the rules of Worldcon (including having administered the Hugo Awards three times) and Westercon. His other hobbies include trains and rail transit. Kevin works as a logistics solutions engineer for a supply-chain management company headquartered in San Francisco and divides his time between the Bay Area and his home in Fernley, Nevada.<br>",
      "links" : {
         "url" : "http://kevin-standlee.livejournal.com"
      },
      "program" : [
         "132",
         "2080",
         "2041"
      ]
   },
   {
      "first" : "Maurine “Mo”",
      "last" : "Starkey",
      "id" : "1970",
      "bio" : "Maurine Starkey is an lifetime artist who has worked many different jobs in support of her art, from Virginia Parks & Recreation, Las Vegas Speed Drome admin, to teaching college art classes through the Nevada University system. Working with a group of young techies in 1982 she became a founder of Westwood Studios. Thus began a thirty plus year career in the computer game industry. Chosen in 2007 as one of one hundred most influential women in games by Edge magazine, she works to improve the lives and careers of women in her industry. She is a member of the IGDA, (International Game Developers Association) and is active in the Silicon Valley igda chapter.<br><br>Maurine has turned her focus on illustration and has been published through Jim Baen's Universe, Casual Connect magazine and Black Swan Press. She joyfully contributes to various fanzines and convention publications. It was a surprise to see how well her contributions were accepted and soon she was illustrating for other fanzines.  In 2012 she won the HUGO for best fan artist. <br><br>In 2009 she was brought in to be Mountain Representative for ASFA, home of the Chesley Awards.<br>",
      "links" : {},
      "program" : [
         "1057",
         "2007",
         "2008",
         "132",
         "2004",
         "2011",
         "192"
      ]
   },
   {
      "first" : "Howard (howeird)",
      "last" : "Stateman",
      "id" : "2442",
      "bio" : "Howeird is he? A polymath who has no talent for arithmetic, he has been a photojournalist, newspaper editor, TV cameraman and vocational school teacher/GED tester. An actor, director, stage manager, singer, player of multiple brass instruments, Peace Corps Volunteer (where he learned to eat in fluent Thai), he is a fair-weather fan whose day job involves the demolition of high-end audio/video multiplexing equipment. More than you would ever need to know about him can be found at howeird.com.",
      "links" : {},
      "program" : [
         "1018",
         "987",
         "132",
         "2011",
         "2017",
         "2019",
         "2018",
         "778",
         "355"
      ]
   },
   {
      "first" : "Alison",
      "last" : "Stern",
      "id" : "2469",
      "bio" : "Alison Stern has been involved in fandom almost since she could remember. Her involvment in fandom has been through the Renaissance Faire, creating costumes, role-playing gaming, conventions, helping out at the masquerades, running convention departments (Children's programming and Music), artshow, registration, being a gopher, participating on panels. Attending small cons like LaLa Con (relax-a-con) and large cons up to Worldcon, she has run the music departments at Gallifreys and BayCons and in September of 2007 she was the Music Guest of Honor with sister Heather for CopperCon.  Alison’s main involvement has been through children's programming and music.  She started Costuming at age 3, collecting and buying artwork at art shows at age 10, and started running Children’s Programming at age 16.  She says “I like to involve the kids in all areas of fandom.”<br>",
      "links" : {},
      "program" : [
         "573e",
         "597",
         "2004"
      ]
   },
   {
      "first" : "Jason",
      "last" : "Stewart",
      "id" : "2483",
      "bio" : "No biography on file.",
      "links" : {},
      "program" : []
   },
   {
      "first" : "Andy",
      "last" : "Stewart",
      "id" : "2484",
      "bio" : "Andy’s short fiction has appeared in the online literary magazine Big Bridge and The Magazine of Fantasy and Science Fiction, with work forthcoming in the west coast literary magazine, ZYZZYVA. He is a contributing reviewer for RAIN TAXI and The Review of Contemporary Fiction.<br><br>He graduated with an MFA is Creative Writing from SDSU and is a Clarion 2011 alum (Go Narwolves!) Currently, he is an associate professor of English at Ashford University.<br><br>Andy’s most recent novel, tentatively titled All the Night a Song, is represented by Jason Yarn with the Paradigm agency in New York and soon goes to market. He is currently working on new short fiction and the next book in the All the Night a Song series.<br><br>When he is not writing, Andy spends his time either in the kitchen, the Pacific Ocean, or the bathtub.  When he is writing, he fights his addiction to watch old episodes of Mystery Science Theatre 3000. Some days are easier than others.",
      "links" : {},
      "program" : []
   },
   {
      "first" : "Jean Marie",
      "last" : "Stine",
      "id" : "2466",
      "bio" : "Jean Marie Stine is a writer, editor, anthologist, publisher and fan. Currently, JM is editor and publisher of Futures-Past Editions (an imprint of PageTurner Editions), which is celebrating its twelvth year as a digital publisher of sf/f/h ebooks and trade paperbacks. In the late 1960s, during the second and third seasons of Star Trek (and due to the kind offices of Bjo Trimble), JM worked for Gene Roddenberry on several projects, including writing the first ever catalogue of ST merchandise offered to the fan public and background material for a never-filmed Roddenberry production of Tarzan (when Gene was asked to take over the franchise) set in the 1920s and sticking closely to the early Burroughs' novels. Her own novels include A Day in the Life (The Prisoner #3), one of the three original novels commissioned by Ace Books based on the iconic television series. She is the author of the novel Season of the Witch (filmed as Synapse starring Matt McCoy), which mixed futurism, transgender issues and sex and which the editors of Science Fiction Review called \"One of the 30 Most Important SF Novels of the 1960s.\" As an anthologist JM has edited Future Eves: Great Science Fiction About Women By Women; Time Enough at Last!: Stories that Inspired Classic Episodes of The Twilight Zone, The Outer Limits, Tales of Tomorrow and Other Vintage SF Television Series; The Legendary Women Detectives; I, Vampire: 13 Chilling Interviews with the Undead, and Those Doggone Dogs, among others. As a science fiction and fantasy editor JM has been editor-in-chief of Galaxy magazine and Starblaze Editions, one of the pioneers of sf/f/h trade paperback publishing, and a consultant to Dorchester/Leisure and Carroll and Graf. As a nonfiction editor, JM worked as a senior acquisitions and development editor for Houghton-Mifflin, Jeremy Tarcher, and St. Martins. , Of two recent collections, one (Herstory & Other Science Fictions) rounds up JM's sf/f/h shorts and novelettes, and the other (Trans-sexual: Transgressive Erotica) presents her fiction on transgender themes.  ",
      "links" : {},
      "program" : [
         "1053",
         "1059",
         "1061",
         "1069",
         "2001",
         "2022",
         "2021",
         "2069"
      ]
   },
   {
      "first" : "Lauren",
      "last" : "Stowell",
      "id" : "2440",
      "bio" : "Lauren Stowell is a historical costumer, blogger, and designer specializing in 18th century clothing and footwear from the 16th century to the 1940s.  Owner of American Duchess Historical Footwear, Lauren creates period-accurate shoes and accessories for the film and theater industries, as well as re-enactment communities all over the world.<br>",
      "links" : {
         "url" : "www.american-duchess.com"
      },
      "program" : [
         "1065",
         "696"
      ]
   },
   {
      "first" : "Jeff",
      "last" : "Sturgeon",
      "id" : "2465",
      "bio" : "Jeff is well known NorthWest artist whose cover work has graced book, magazine, album/cd's and board games. Also he was a long time artist-art director-game designer in the computer game field most notably with Electronic Arts. Jeff is a member of the IAAA, International Astronomical Artists Association and has done work for NASA.  He has won numerous awards over his career, Jeff has been nominated for a Chesley, and has won 9 Worldcon awards with Best of Shows at 2005 NASFIC,  2008 Devention Worldcon and Judges Choice LAcon4 2006, Devention 2008, Renovation 2011. He lives w/sons Corwin & Duncan.",
      "links" : {
         "url" : "www.jeffsturgeon.com"
      },
      "program" : [
         "2053"
      ]
   },
   {
      "first" : "Jeremy",
      "last" : "Tavan",
      "id" : "2318",
      "bio" : "No biography on file.",
      "links" : {},
      "program" : [
         "192"
      ]
   },
   {
      "first" : " ",
      "last" : "The Phenomenauts",
      "id" : "2490",
      "bio" : "The Phenomenauts perform a science-fiction inspired mix of punk rock, garage and new-wave. Combined with compelling antics and theatrics, the group’s message is a call to arms to defenders of science and honor across the galaxy, dealing with the serious implications of science fiction, science fact, and offering new perspectives on Earth life as we know it.<br><br>Conceived in the amazing year 2000, the group got early recognition as the East Bay’s craftiest and bravest band for their now infamous commando-style performances in which they would set up in front of large music venues such as the legendary Fillmore and perform rollicking sets powered by car batteries for unsuspecting crowds. These early “missions” landed them on the cover of multiple bay area publications, including The San Francisco Weekly, The East Bay Express and Independent Musician Magazine.<br><br>Now with three full lengths and countless USA and European tours under their tactical belts, the band’s success has steadily progressed to include music videos with over half a million views, commercial and college radio airplay (charting on the CMJ top 25), collaborations with NASA, and social activism through humorous shenanigans.<br><br>For The Phenomenauts, “Science And Honor” isn’t just a catchy slogan but a way of life. “We like having a good time,” said Commander Angel Nova, “But it is especially great when we can trick someone into learning something.”",
      "links" : {
         "url" : "www.phenomenauts.com"
      },
      "program" : []
   },
   {
      "first" : " ",
      "last" : "Theatre Arcanos",
      "id" : "2491",
      "bio" : "Theatre Arcanos, comprised of Matt Branstad, Michelle McNeill, and David Coronado, has run more than a dozen one-shot LARPs (Live Action Role-Playing games) at conventions and as standalone events in California,  Nevada, Washington, and Oregon in the past two years, and has been the LARP Special Guest at GameStorm for the past two years. Secret Agents is their fourth scenario. The other games they have created and run are Summit Arcane and Aces Wild, set in the world of the Dresden Files books, and Still Flyin’: a Firefly game. Current projects in development include Bride Price and Final Rites, further Dresden Files games, another Firefly adventure, and Kings Blood, an original epic fantasy setting.  <br><br>Find out more at www.theatrearcanos.com.",
      "links" : {
         "url" : "www.theatrearcanos.com"
      },
      "program" : []
   },
   {
      "first" : "Mark W.",
      "last" : "Tiedemann",
      "id" : "1125",
      "bio" : "Mark W. Tiedemann has published 50 short stories and 10 novels, including PKD Award finalist Compass Reach and James Tiptree Jr Award finalist Remains.  From 2002 till 2011 he served on the board of the Missouri Center for the Book, five years as president, during which time he oversaw the establishment of Missouri's state poet laureate.  Prior to becoming an author, he worked as a professional photographer for over  thirty years.  He attended Clarion in 1988.  A lifelong resident of St. Louis, MO, he lives there still with his partner, Donna, concocting more stories as time goes on.",
      "links" : {},
      "program" : [
         "1060",
         "1071",
         "1057",
         "2035",
         "2033"
      ]
   },
   {
      "first" : "Kay",
      "last" : "Tracy",
      "id" : "0215",
      "bio" : "Kay is a retired Safety Professional with a number of hobbies.<br>From cooking and telling stories at Viking re-enactment events, to making custom footwear and learning cake decorating, Kay is willing to try anything at least once.  Even the Kæstur (just ask)",
      "links" : {},
      "program" : [
         "1065",
         "801",
         "2044",
         "2096",
         "2099"
      ]
   },
   {
      "first" : "Andy",
      "last" : "Trembley",
      "id" : "0216",
      "bio" : "Andrew Trembley hails from Wisconsin, but is currently residing in California where he is a fixture in the Bay Area SciFi convention scene. He and Kevin Roche are chairing Westercon 66 (various links for which can be found below).<br>http://www.westercon66.org/<br>https://twitter.com/Westercon66<br>https://www.facebook.com/events/332189840199402/<br>https://plus.google.com/u/0/107058243958768277837/posts<br> <br>On Facebook, Andrew describes himself as: \"Geek, freak, reader, essayist, costumer, critic, media junkie, biker, pervert, party-queen, troublemaker, FAN.\"<br> <br>Around Convolution, we describe Andy as: \"Too awesome for words.\"<br>",
      "links" : {},
      "program" : [
         "2080",
         "1066",
         "021"
      ]
   },
   {
      "first" : "Bjo",
      "last" : "Trimble",
      "id" : "0217",
      "bio" : "Bjo Trimble has been in SF for longer than most of you have been breathing (put together!). She met her husband, John, in fandom, and raised their three daughters in several fandoms. Together, the Trimbles stewarded successful SF and Media conventions, originated and directed the Worldcon Art Shows, organized the 1967 Save Star Trek campaign, got the first shuttlecraft named Enterprise, and have encouraged a few generations of fans to be equally as pro-active. Bjo is still very active in her many interests, from quilting to recruiting classes for SCA events. ",
      "links" : {
         "url" : "griffindyeworks.com"
      },
      "program" : [
         "397",
         "1068",
         "597",
         "1070",
         "1072",
         "906",
         "2069"
      ]
   },
   {
      "first" : "John",
      "last" : "Trimble",
      "id" : "0218",
      "bio" : "I've been a science fiction fan since the 1950s.  Was active in fmz & convention fandom for a couple of decades.  Served on the Westercon XV committee, & co-chaired Westercons XVIII & XXIII.  Married the top femme-fan of the day, Bjo, in 1960 & in 53 years with her, I've been vexed almost to the point of murder a number of times, but I've NEVER been bored!  <br>We started and ran the convention art shows for about 17 years; right up to the point where they started making money & the con-coms saw a good source of income. <br>We've been active members of the SCA since 1967, finding the group to be lively and creative.  The Current Middle Ages have been the main focus of our free time activity in recent years.<br>Bjo & I run Griffin Dyeworks, our home-based business for over a decade now, selling natural dyes & period pigments (for illumination) mainly thru our website <griffindyeworks.com>(plug).<br>",
      "links" : {},
      "program" : [
         "2002",
         "1072",
         "1070",
         "2069"
      ]
   },
   {
      "first" : "Jacob",
      "last" : "Weisman",
      "id" : "0563",
      "bio" : "No biography on file.",
      "links" : {},
      "program" : [
         "410"
      ]
   },
   {
      "first" : "Ed",
      "last" : "Wilson",
      "id" : "2455",
      "bio" : "Ed Wilson is a Mechanical Engineer who got into an online fight in 2003 about how a Yellowstone eruption would end civilization. When somebody said; \"How can an event lasting seconds end civilization?\" I replied; \"It doesn't last seconds, it lasts weeks or months and I know how to calculate that.\" <br><br>I did, then they changed the plumbing on me, so I'm doing that calculation over, and am presenting it and the first one where I haven’t gotten to yet here at WesterCon. I also write fiction; Harshest Journey, Three Highland Lads are looking for publishers this fall, and Kalag’s Pass and Dearth of Eagles are in process. <br>",
      "links" : {},
      "program" : [
         "2034"
      ]
   },
   {
      "first" : "Cliff",
      "last" : "Winnig",
      "id" : "2462",
      "bio" : "Cliff Winnig's short fiction appears in the forthcoming When the Hero Comes Home 2 anthology, as well as The Aether Age: Helios, Footprints, Spec-tacular, Jack-o’-Spec, Retro Spec, Cinema Spec, and elsewhere.  The twitterzines Outshine and Thaumatrope have published his very short fiction. He is a graduate of the Clarion Science Fiction and Fantasy Writers’ workshop and a three-time finalist in the Writers of the Future Contest.<br><br>Cliff also plays sitar, having studied many years with the late Maestro Ali Akbar Khan.  He lives in San Jose with his wife and two wonderful children and can be found online at http://cliffwinnig.com.<br>",
      "links" : {
         "url" : "www.cliffwinnig.com"
      },
      "program" : [
         "2018",
         "355",
         "1057",
         "940",
         "2030",
         "2033",
         "2086",
         "2118"
      ]
   },
   {
      "first" : "Sally",
      "last" : "Woehrle",
      "id" : "2457",
      "bio" : "Sally Woehrle started going to conventions in 1988 when she attended her first Norwescon. She has worked at Norwescons for the past 14 years in such positions as Publicity, Security, Green Room, Department Head of Personnel, Fan Tables and as Head of Registration.<br>Sally was the Vice-Chair for Westercon 46 in 1993, Chair of Westercon 50 in 1997, did the Green Room for Westercon 56 and as Head of Registration for Westercon 65. She was on the first Board of Directors for SWOC and has served as chair of SWOC a number of times since. Sally was department head for Handicapped Access for the World Science Fiction Conventions Con Jose, Noreascon Four, LACon IV, Renovation and Lone Star Con. She was division head for Facilities at the Nasfic Cascadia Con. She was also instrumentional in the founding of Anglicon, a British media convention, and the local Smofcon, ConComCon.<br>She is currently busy working on the Spokane in 2015 Worldcon Bid.",
      "links" : {},
      "program" : [
         "976",
         "1069",
         "2008",
         "606"
      ]
   },
   {
      "first" : "Jonnalyhn",
      "last" : "Wolfcat",
      "id" : "2453",
      "bio" : "Wolfcat grew up as a fan-reading her father's Heinlein and Asimov books before starting school and watching the Moon Landing as a child, while sewing in one form or another since the early 70’s when her mother began her with basic embroidery, quilting and straight seams.  Her costuming started in self-defence in order to wear things that were creative, fit and flattered, instead of her mother's ideas of polyester mimes and ugly trashbag witch costumes.  She’s progressed to medieval recreations, science fiction costumes and full-bore fantasy competition pieces, and delights in learning or sharing new concepts. Her fabric hoard bids fair to exceed her book collection in vying for space in her home, a portable hole would be truly welcome to stash it all.  Besides anime wings of unusual materials, and Victorian inspired clothing, her latest venues of exploration are ball-jointed dolls, little girl outfits, quiet books, and digitigrade costuming.",
      "links" : {},
      "program" : [
         "597",
         "1065",
         "1066",
         "696",
         "976",
         "2080",
         "606",
         "2081"
      ]
   },
   {
      "first" : "Ben",
      "last" : "Yalow",
      "id" : "0393",
      "bio" : "I've been to over 800 cons, and worked on over a third of them, at levels from gofer to Worldcon Division Head, and chairing regionals.  I've also edited four books for NESFA Press, two of which were nominated for the Hugo Award. ",
      "links" : {},
      "program" : [
         "1069",
         "1061",
         "2008",
         "2022",
         "2042",
         "2007"
      ]
   },
   {
      "first" : "Julie",
      "last" : "Zetterberg",
      "id" : "2470",
      "bio" : "Julie Zetterberg has practiced the frivolous hobby of making and wearing costumes since 1975, initially as a member of the Society for Creative Anachronism, then at science fiction conventions and other historical diversions. Since her first convention masquerade (as Princess Leia at Norwescon I, 1978), she has appeared across North America as everything from Olive Oyl to Venus (the planet), and is known for her occasionally offbeat masquerade presentations. Costuming has given her many odd pleasures and occasional rewards, including winning major awards at multiple Costume-Cons and Worldcons. She was Costume GOH at Marcon 39 in Columbus, Ohio, was head of publications for CostumeCon 14 in Seattle, and created The Costume Page (www.costumepage.org), the original index of online costuming resources. She is treasurer and past president of the Beyond Reality Costumers’ Guild. She shares a very crowded house in Seattle with her husband Greg Sardo and their two cats.<br>",
      "links" : {},
      "program" : [
         "397"
      ]
   },
   {
      "first" : "Beth",
      "last" : "Zuckerman",
      "id" : "2460",
      "bio" : "Beth Zuckerman has been in fandom for 25 years, and regularly posts reviews of current science fiction novels on her Facebook page. ",
      "links" : {},
      "program" : [
         "2007",
         "2035"
      ]
   }
]
;