# expect TLE: blocks on a never-ending sleep; only the wall-time limit can stop it.
import time

time.sleep(10**9)
