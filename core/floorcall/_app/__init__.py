"""The applications: the command line, the session, replay, batch runs, the PHH format, the floor console."""
