// expect AC: 64-bit sum.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    StringTokenizer t = new StringTokenizer(in.readLine());
    long a = Long.parseLong(t.nextToken());
    long b = Long.parseLong(t.nextToken());
    System.out.println(a + b);
  }
}
